"use client";

import { useEffect, useState } from "react";

/**
 * The tallest code's height / width, read from the list's images of the codes (a frame makes a
 * code taller than wide): the preview places codes as tall as the PDF will. 1 until they load.
 */
export function useCodeAspect(images: (string | undefined)[]): number {
  const [aspect, setAspect] = useState(1);
  const key = images.join("\n");
  useEffect(() => {
    let live = true;
    const sizes = key
      .split("\n")
      .filter(Boolean)
      .map(
        (src) =>
          new Promise<number>((resolve) => {
            const image = new Image();
            image.onload = () => resolve(image.naturalWidth ? image.naturalHeight / image.naturalWidth : 1);
            image.onerror = () => resolve(1);
            image.src = src;
          }),
      );
    void Promise.all(sizes).then((aspects) => {
      if (live) setAspect(Math.max(1, ...aspects));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return aspect;
}
