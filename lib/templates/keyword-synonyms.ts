import { keywordKey } from "./normalize-keyword";

/** Words people type for a tag that the tag itself does not spell. Keys are tags. */
const SYNONYMS: Record<string, string[]> = {
  instagram: ["insta", "ig", "instagr"],
  facebook: ["fb", "meta"],
  youtube: ["yt", "youtu", "vimeo", "twitch"],
  tiktok: ["reel", "short video"],
  whatsapp: ["wa", "signal"],
  telegram: ["t", "telegramme"],
  linkedin: ["lnkd", "xing"],
  spotify: ["soundcloud", "apple music", "bandcamp"],
  music: ["song", "album", "concert music", "radio"],
  podcast: ["episode", "show notes"],
  restaurant: ["eatery", "diner", "trattoria", "brasserie", "kitchen"],
  menu: ["carte", "food menu"],
  cafe: ["coffee shop", "coffeehouse", "espresso"],
  coffee: ["latte", "cappuccino", "barista"],
  bar: ["tavern", "lounge"],
  pizza: ["pasta", "italian"],
  wifi: ["wireless", "wlan", "internet access"],
  email: ["e mail", "mailto", "inbox"],
  phone: ["telephone", "mobile", "cell"],
  location: ["maps", "place", "venue"],
  vcard: ["mecard", "contact card", "visiting card"],
  business: ["company", "firm", "corporate card"],
  payment: ["paypal", "venmo", "checkout", "donate", "donation", "tip"],
  ticket: ["entry", "pass", "boarding"],
  wedding: ["marriage", "bride", "groom"],
  party: ["celebration", "rave"],
  conference: ["convention", "expo", "summit"],
  calendar: ["ical", "ics", "date"],
  sale: ["clearance", "black friday", "bargain"],
  coupon: ["promo code", "promocode"],
  review: ["stars", "google review", "yelp", "tripadvisor"],
  shop: ["shopping", "shopify", "etsy", "amazon", "ebay"],
  product: ["item", "goods"],
  fashion: ["apparel", "outfit", "wear"],
  app: ["app store", "play store", "mobile app", "apk"],
  software: ["github", "gitlab", "code repository", "developer"],
  website: ["site", "homepage", "web", "url", "link"],
};

const CANONICAL = new Map<string, string[]>();
for (const [tag, words] of Object.entries(SYNONYMS)) {
  for (const word of words) {
    const key = keywordKey(word);
    CANONICAL.set(key, [...(CANONICAL.get(key) ?? []), keywordKey(tag)]);
  }
}

/** Tag keys a keyword key stands for through a synonym (empty when none). */
export const synonymKeys = (key: string): string[] => CANONICAL.get(key) ?? [];
