import type SharpModule from 'sharp';

type SharpFunction = typeof SharpModule;

let loading: Promise<SharpFunction> | undefined;

/**
 * sharp and its libvips, loaded when the first image is handled rather than at start: loading them is the
 * heaviest import of the api (about 0.2 s of CPU, over a second on a busy machine), and an api replaced under
 * load should answer before it.
 */
export function loadSharp(): Promise<SharpFunction> {
  loading ??= import('sharp').then((module) => {
    const sharp = ((module as { default?: SharpFunction }).default ?? module) as SharpFunction;
    // libvips keeps decoded tiles in a cache of its own: under a burst of uploads it holds on to hundreds of MB
    // long after the requests end. Our images are decoded once each, so the cache buys nothing.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
