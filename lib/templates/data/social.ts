import type { TemplateDefinition } from "../template-types";
import { frame, gradient } from "./paint";

export const SOCIAL: TemplateDefinition[] = [
  {
    id: "social-sunset-gradient",
    name: "Sunset Gradient",
    tags: ["social", "instagram", "photo", "influencer", "creator", "reels"],
    style: {
      gradient: gradient("linear", 45, "#7c3aed", "#db2777", "#ea580c"),
      dotShape: "dots",
      finderOuterShape: "extra-rounded",
      finderInnerShape: "dot",
    },
  },
  {
    id: "social-ocean-wave",
    name: "Ocean Wave",
    tags: ["social", "facebook", "community", "group", "followers"],
    style: { gradient: gradient("linear", 90, "#1e40af", "#0369a1"), dotShape: "rounded", finderOuterShape: "rounded" },
  },
  {
    id: "social-play-red",
    name: "Play Red",
    tags: ["social", "youtube", "video", "channel", "subscribe", "vlog"],
    style: {
      foregroundColor: "#b91c1c",
      dotShape: "classy-rounded",
      finderOuterShape: "extra-rounded",
      frame: frame("banner-bottom", "Watch now", "#b91c1c"),
    },
  },
  {
    id: "social-music-pulse",
    name: "Music Pulse",
    tags: ["music", "spotify", "playlist", "podcast", "audio", "band"],
    style: {
      gradient: gradient("linear", 135, "#15803d", "#0f766e"),
      dotShape: "dots",
      finderOuterShape: "dot",
      finderInnerShape: "dot",
    },
  },
  {
    id: "social-chat-bubble",
    name: "Chat Bubble",
    tags: ["social", "whatsapp", "chat", "message", "telegram", "messenger"],
    style: {
      foregroundColor: "#047857",
      dotShape: "extra-rounded",
      finderOuterShape: "extra-rounded",
      finderInnerShape: "dot",
      frame: frame("box", "Chat with us", "#047857"),
    },
  },
  {
    id: "social-pro-network",
    name: "Pro Network",
    tags: ["linkedin", "professional", "network", "career", "resume", "cv"],
    style: { foregroundColor: "#0a4f8f", dotShape: "classy", finderOuterShape: "rounded" },
  },
  {
    id: "social-neon-clip",
    name: "Neon Clip",
    tags: ["social", "tiktok", "shorts", "clip", "trend", "dance"],
    style: {
      foregroundColor: "#111111",
      finderOuterColor: "#be185d",
      finderInnerColor: "#0e7490",
      dotShape: "dots",
      finderOuterShape: "extra-rounded",
      finderInnerShape: "dot",
    },
  },
];
