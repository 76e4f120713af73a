const tags = ['Data Grid', 'Pickers', 'Charts', 'Tree View'];

const css = `
.tag-list { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.tag-list li { padding: 4px 12px; border: 1px solid #1976d2; border-radius: 16px; color: #1976d2; font: 13px/1.5 system-ui, sans-serif; }
`;

/** Diagnostics: the plain CSS variant of StylingVariants (class names and a style sheet). */
export default function StylingVariants() {
  return (
    <>
      <style>{css}</style>
      <ul className="tag-list" data-styling="css">
        {tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
    </>
  );
}
