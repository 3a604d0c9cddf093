import { customAlphabet } from "./random-text";

/** Record ids: 10 random characters, as the original system used (SPEC 9). */
export const createId = customAlphabet("abcdefghijklmnopqrstuvwxyz0123456789", 10);
