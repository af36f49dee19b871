import { workSignal } from "../runtime/work-signal";

// A new import wakes this process's import worker at once.
const importWork = workSignal("import work listeners");

export const signalImportWork = (): void => importWork.signal();
export const onImportWork = (listener: () => void): (() => void) => importWork.on(listener);
