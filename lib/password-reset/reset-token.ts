export { hashLinkToken as hashResetToken, newLinkToken as newResetToken } from "../crypto/link-token";

export const RESET_LINK_MINUTES = 30;
