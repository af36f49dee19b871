import { workSignal } from "../runtime/work-signal";

// New generations wake this process's AI worker at once.
const aiWork = workSignal("ai work listeners");

export const signalAiWork = (): void => aiWork.signal();
export const onAiWork = (listener: () => void): (() => void) => aiWork.on(listener);
