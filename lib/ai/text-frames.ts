import type { StreamTextTransform, TextStreamPart, ToolSet } from "ai";

/**
 * How often the answer's text is sent while it is being written: 20 frames a
 * second, faster than anyone reads. A model writes a token every few
 * milliseconds; sending each one on its own costs the server a pass through every
 * stream stage and one socket write per token, which under a few hundred
 * simultaneous answers is most of the work. The text and the order of every
 * part are unchanged, only grouped.
 */
export const TEXT_FRAME_MS = 50;

/**
 * A `streamText` transform that sends the text written within one frame as one
 * delta. Any other part (tool call, tool result, step end, error) first sends the
 * text before it, so the order of the stream never changes. A frame of 0 ms sends
 * every delta as it comes.
 */
export function textFrames<TOOLS extends ToolSet>(frameMs: number = TEXT_FRAME_MS): StreamTextTransform<TOOLS> {
  return () => {
    let buffer = "";
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: TransformStreamDefaultController<TextStreamPart<TOOLS>> | undefined;

    const send = () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (!buffer) return;
      const textDelta = buffer;
      buffer = "";
      try {
        controller?.enqueue({ type: "text-delta", textDelta });
      } catch {
        // The answer was cancelled (the browser went away): nobody reads the text.
      }
    };

    return new TransformStream<TextStreamPart<TOOLS>, TextStreamPart<TOOLS>>({
      start(c) {
        controller = c;
      },
      transform(part, c) {
        if (part.type !== "text-delta" || frameMs <= 0) {
          send();
          c.enqueue(part);
          return;
        }
        buffer += part.textDelta;
        timer ??= setTimeout(send, frameMs);
      },
      flush() {
        send();
      },
    });
  };
}
