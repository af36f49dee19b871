/** An SSE answer: never cached or transformed, and not held back by a buffering proxy (nginx reads X-Accel-Buffering). */
export const eventStreamResponse = (body: ReadableStream<Uint8Array>) =>
  new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
