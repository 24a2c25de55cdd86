/**
 * The request header (value `true`) with which a caller asks for each answer's message id and values beside
 * its words (`messageId`, `values`): the web decides on ids. Without it, answers are the spec's exactly.
 */
export const MESSAGE_IDS_HEADER = 'x-message-ids';
