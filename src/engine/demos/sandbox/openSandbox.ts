import { compressToBase64 } from 'lz-string';
import type { SandboxKind, SandboxProject } from './createProject';

/** Endpoints the sandboxes accept a project at (a form POST opened in a new tab). */
export const SANDBOX_ENDPOINTS: Record<SandboxKind, string> = {
  codesandbox: 'https://codesandbox.io/api/v1/sandboxes/define',
  stackblitz: 'https://stackblitz.com/run',
};

/** CodeSandbox's define API takes the files as URL-safe LZ-string base64 of `{ files }`. */
export function codeSandboxParameters(project: SandboxProject): string {
  const files = Object.fromEntries(
    Object.entries(project.files).map(([path, content]) => [path, { content, isBinary: false }]),
  );
  return compressToBase64(JSON.stringify({ files }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The form fields and action URL of a sandbox request. */
export function sandboxForm(
  kind: SandboxKind,
  project: SandboxProject,
): { action: string; fields: Record<string, string> } {
  if (kind === 'codesandbox') {
    return {
      action: SANDBOX_ENDPOINTS.codesandbox,
      fields: { parameters: codeSandboxParameters(project), query: `file=/${project.openFile}` },
    };
  }
  const fields: Record<string, string> = {
    'project[title]': project.title,
    'project[description]': project.description,
    'project[template]': 'node',
  };
  for (const [path, content] of Object.entries(project.files))
    fields[`project[files][${path}]`] = content;
  return {
    action: `${SANDBOX_ENDPOINTS.stackblitz}?${new URLSearchParams({ file: project.openFile })}`,
    fields,
  };
}

/** Opens the project in the sandbox, in a new tab. */
export function openSandbox(kind: SandboxKind, project: SandboxProject): void {
  const { action, fields } = sandboxForm(kind, project);
  const form = document.createElement('form');
  form.method = 'POST';
  form.target = '_blank';
  form.action = action;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('textarea');
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
