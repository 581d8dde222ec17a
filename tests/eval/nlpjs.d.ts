/** @nlpjs ships no types: the little of it the classifier evaluation uses. */
declare module "@nlpjs/nlp" {
  export class Nlp {
    constructor(settings?: Record<string, unknown>);
    use(plugin: unknown): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<{ intent?: string; score?: number }>;
  }
}
declare module "@nlpjs/lang-en-min" {
  export const LangEn: unknown;
}
