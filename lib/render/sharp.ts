// sharp (libvips) loads on the first image drawn or decoded, not at start: importing it costs ~19 MB
// resident, and an idle server has drawn nothing. Everything that uses sharp gets it from here.
import type sharpFunction from "sharp";
import { processSlot } from "../runtime/process-singleton";

export type SharpModule = typeof sharpFunction;

// Whether this thread has loaded sharp, whichever bundle's copy of this module loaded it.
const loaded = processSlot<SharpModule>("sharp loaded");

let loading: Promise<SharpModule> | undefined;

/** sharp, loaded on first use, with libvips's operation cache off. */
export function loadSharp(): Promise<SharpModule> {
  loading ??= import("sharp").then((mod) => {
    // import() gives the function as `default` (sharp's ESM build, or its CommonJS one through
    // Node's interop); a bundler's interop may hand over module.exports, the function itself.
    const sharp = ((mod as { default?: SharpModule }).default ?? mod) as SharpModule;
    // libvips's operation cache is one per process, and loading sharp turns it on (up to 50 MB), on
    // whichever thread loads it. Every image drawn is new and the render caches keep what repeats,
    // so that memory buys nothing.
    sharp.cache(false);
    loaded.current = sharp;
    return sharp;
  });
  return loading;
}

/** sharp if this thread has loaded it, else undefined: for reports that must not load it. */
export function loadedSharp(): SharpModule | undefined {
  return loaded.current;
}
