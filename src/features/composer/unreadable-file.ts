/** What is said of a picture that could not be read (its bytes, or the code that checks them). */
export const unreadableFile = (name: string) => `Choose the file again: ${name} could not be read.`;
