/** Starting points for a prompt: each fills the prompt and the negative prompt. */
export const AI_PRESETS = [
  {
    label: "Watercolour",
    prompt: "soft watercolour landscape, rolling hills at dawn, pastel palette, paper texture",
    negativePrompt: "text, watermark, harsh lines, low contrast",
  },
  {
    label: "Japanese garden",
    prompt: "japanese zen garden seen from above, raked sand, moss, stepping stones, calm morning light",
    negativePrompt: "people, text, blurry",
  },
  {
    label: "Coffee shop",
    prompt: "latte art and coffee beans on a walnut table, warm cafe light, top-down photo",
    negativePrompt: "text, logo, plastic, overexposed",
  },
  {
    label: "Neon city",
    prompt: "rainy neon city street at night, reflections on wet asphalt, cinematic",
    negativePrompt: "text, letters, washed out",
  },
  {
    label: "Botanical",
    prompt: "lush botanical illustration, ferns and monstera leaves, deep greens, vintage print",
    negativePrompt: "text, frame, blurry",
  },
] as const;
