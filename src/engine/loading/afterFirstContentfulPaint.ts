/**
 * Inline-script source that runs `body` once the page's first contentful paint has happened: the
 * Paint Timing entry, observed (buffered, so one already recorded counts). A first frame may paint
 * only backgrounds (text waits for its font face), so a frame alone is not enough.
 *
 * Without Paint Timing, it runs after the first frame. A page opened in a background tab paints
 * nothing until shown, so it runs at once there; and at the latest after 3 s, should no paint be
 * reported. Returns constant text for a constant body (one Content-Security-Policy hash).
 */
export function afterFirstContentfulPaint(body: string): string {
  return [
    '(function(run){',
    'var done=false;',
    'function go(){if(done)return;done=true;run();}',
    "if(document.visibilityState==='hidden'){go();return;}",
    'setTimeout(go,3000);',
    'try{',
    'var observer=new PerformanceObserver(function(list){',
    "if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();go();}",
    '});',
    "observer.observe({type:'paint',buffered:true});",
    '}catch(error){requestAnimationFrame(function(){setTimeout(go,0);});}',
    `})(function(){${body}});`,
  ].join('');
}
