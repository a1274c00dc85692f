/** The automation sections of docs/automation.md, rendered to HTML at build time (apps/web/build/readme-guide.ts). */
declare module 'virtual:readme-guide' {
  export const automate: string;
  export const assistants: string;
}
