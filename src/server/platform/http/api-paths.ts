/**
 * The API's paths: /api and /trpc, and the sign-in and sign-out of the login form. Their answers are kept by nobody
 * (security-headers.ts), and only they resolve who calls (caller.ts): a static file or the page never asks the
 * database for it.
 */
export const isApiPath = (url: string) => /^\/(api|trpc)(\/|$|\?)|^\/(login|logout)(\?|$)/.test(url);
