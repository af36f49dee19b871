// The decoders are production code now (the AI scannability check uses them): lib/render/decode-image.ts.
export { type Decoded, decodeImage } from "@/lib/render/decode-image";
