/** Where the visitor's choice is kept: "light", "dark", or nothing (follow the system). */
export const THEME_KEY = "codebeam-theme";

/**
 * Runs in <head> before the first paint, so a dark page never flashes light: the saved choice, or
 * the system setting, decides the `dark` class on <html>. Kept tiny and dependency-free (inlined).
 */
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem("${THEME_KEY}");var d=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d);}catch(e){}})();`;
