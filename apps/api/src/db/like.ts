/** Escapes LIKE's wildcards so a user's text is matched literally (with `ilike … escape '\'`). */
export const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);
