export const TEST_EVENT_TYPE = "webhook.test";
