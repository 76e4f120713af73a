// JavaScript-only demos (`<Name>.jsx` in content/) are not type-checked (allowJs is off); the
// registry sees their default export as a component.
declare module '*.jsx' {
  import type { ComponentType } from 'react';

  const Demo: ComponentType;
  export default Demo;
}
