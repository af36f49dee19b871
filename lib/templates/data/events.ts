import type { TemplateDefinition } from "../template-types";
import { frame, gradient } from "./paint";

export const EVENTS: TemplateDefinition[] = [
  {
    id: "event-ticket",
    name: "Admit One",
    tags: ["event", "ticket", "concert", "admission", "show", "theatre"],
    style: {
      foregroundColor: "#831843",
      backgroundColor: "#fdf2f8",
      dotShape: "classy",
      frame: frame("box", "Your ticket", "#831843", "#fdf2f8"),
    },
  },
  {
    id: "event-rose-wedding",
    name: "Rose Wedding",
    tags: ["wedding", "rsvp", "invitation", "engagement", "bridal", "love"],
    style: {
      foregroundColor: "#881337",
      backgroundColor: "#fff1f2",
      dotShape: "dots",
      finderOuterShape: "extra-rounded",
      finderInnerShape: "dot",
      frame: frame("banner-bottom", "RSVP here", "#881337", "#fff1f2"),
    },
  },
  {
    id: "event-conference-badge",
    name: "Conference Badge",
    tags: ["conference", "badge", "meetup", "check-in", "summit", "workshop", "webinar"],
    style: {
      foregroundColor: "#1e40af",
      finderOuterShape: "rounded",
      frame: frame("banner-bottom", "Check in", "#1e40af"),
    },
  },
  {
    id: "event-party-neon",
    name: "Party Neon",
    tags: ["party", "festival", "nightlife", "birthday", "club", "dj"],
    style: {
      gradient: gradient("radial", 0, "#a21caf", "#4c1d95"),
      dotShape: "dots",
      finderOuterShape: "dot",
      finderInnerShape: "dot",
    },
  },
  {
    id: "event-save-the-date",
    name: "Save the Date",
    tags: ["calendar", "save the date", "schedule", "appointment", "reminder"],
    style: {
      foregroundColor: "#3730a3",
      backgroundColor: "#eef2ff",
      dotShape: "classy-rounded",
      finderOuterShape: "rounded",
      frame: frame("box", "Save the date", "#3730a3", "#eef2ff"),
    },
  },
];
