/** What a child process of the server is given with `--import` to run its TypeScript (typescript.mjs). */
export const RUN_TYPESCRIPT = new URL('./typescript.mjs', import.meta.url).href;
