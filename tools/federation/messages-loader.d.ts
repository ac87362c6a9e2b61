/** Every file that holds labels (language files and the ui-kit's area catalogues). */
export declare const MESSAGE_FILES: RegExp;
/** A labels file with each message precompiled to its ICU AST (see messages-loader.js). */
export declare function precompileMessages(source: string, fileName: string): string;
declare function messagesLoader(this: { resourcePath: string }, source: string): string;
export default messagesLoader;
