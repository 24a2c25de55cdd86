// The name rules live in fields.ts (nameText); these names stay for the schemas written against them.
export { nameChecks as plainChecks, nameText as plainText, optionalNameText as optionalPlainText } from './fields';
