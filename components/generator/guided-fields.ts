import type { ContentKind } from "@/lib/content/content-kinds";

export interface GuidedField {
  name: string;
  label: string;
  type?: "text" | "tel" | "email" | "url" | "password" | "datetime-local" | "textarea" | "select" | "checkbox";
  placeholder?: string;
  options?: { value: string; label: string }[];
  /** Takes both columns of the form. */
  wide?: boolean;
  inputMode?: "decimal";
  autoComplete?: string;
}

/** The fields of each guided kind, in the order a person fills them in. */
export const GUIDED_FIELDS: Record<ContentKind, GuidedField[]> = {
  wifi: [
    { name: "ssid", label: "Network name", placeholder: "Café Guest", autoComplete: "off" },
    {
      name: "security",
      label: "Security",
      type: "select",
      options: [
        { value: "WPA", label: "WPA / WPA2 / WPA3" },
        { value: "WEP", label: "WEP" },
        { value: "nopass", label: "None (open network)" },
      ],
    },
    { name: "password", label: "Password", type: "password", autoComplete: "off" },
    { name: "hidden", label: "Hidden network", type: "checkbox" },
  ],
  contact: [
    { name: "firstName", label: "First name", autoComplete: "given-name" },
    { name: "lastName", label: "Last name", autoComplete: "family-name" },
    { name: "organization", label: "Organization", autoComplete: "organization" },
    { name: "title", label: "Job title", autoComplete: "organization-title" },
    { name: "phone", label: "Phone", type: "tel", placeholder: "+1 555 010 2000", autoComplete: "tel" },
    { name: "email", label: "Email", type: "email", autoComplete: "email" },
    { name: "website", label: "Website", type: "url", placeholder: "https://", wide: true, autoComplete: "url" },
    { name: "street", label: "Street", wide: true, autoComplete: "street-address" },
    { name: "city", label: "City", autoComplete: "address-level2" },
    { name: "region", label: "State or region", autoComplete: "address-level1" },
    { name: "postalCode", label: "Postal code", autoComplete: "postal-code" },
    { name: "country", label: "Country", autoComplete: "country-name" },
    { name: "note", label: "Note", type: "textarea", wide: true },
  ],
  email: [
    { name: "to", label: "To", type: "email", placeholder: "hello@example.com", wide: true },
    { name: "subject", label: "Subject", wide: true },
    { name: "body", label: "Message", type: "textarea", wide: true },
  ],
  sms: [
    { name: "phone", label: "Phone number", type: "tel", placeholder: "+1 555 010 2000" },
    { name: "message", label: "Message", type: "textarea", wide: true },
  ],
  phone: [{ name: "phone", label: "Phone number", type: "tel", placeholder: "+1 555 010 2000" }],
  location: [
    { name: "latitude", label: "Latitude", placeholder: "52.5163", inputMode: "decimal" },
    { name: "longitude", label: "Longitude", placeholder: "13.3777", inputMode: "decimal" },
  ],
  event: [
    { name: "title", label: "Title", wide: true },
    { name: "start", label: "Starts", type: "datetime-local" },
    { name: "end", label: "Ends", type: "datetime-local" },
    { name: "location", label: "Place", wide: true },
    { name: "description", label: "Details", type: "textarea", wide: true },
  ],
};
