import type { ReactNode } from "react";
import { FieldError } from "@/components/codes/field-error";
import { FrameControls } from "./frame-logo-controls";
import { LogoField } from "./logo-field";
import { Section } from "./section";
import { StyleControls } from "./style-controls";
import type { GeneratorState } from "./use-generator-state";

type Props = {
  state: GeneratorState;
  errors?: { styles?: string; logo?: string };
  children?: ReactNode;
  canUpload?: boolean;
};

/** The Style card of the generator and the code editor: colours and shapes, frame, logo, and what a page adds. */
export function StyleSection({ state, errors = {}, children, canUpload = false }: Props) {
  return (
    <Section
      title="Style"
      description={`Starting from ${state.base.name}.`}
      action={
        state.customised ? (
          <button
            type="button"
            onClick={state.resetChanges}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Reset to template
          </button>
        ) : null
      }
    >
      <div className="space-y-5">
        <StyleControls shown={state.shown} gradient={state.gradient} onChange={state.change} />
        <FieldError id="styles-error" message={errors.styles} />
        <FrameControls frame={state.shown.frame} onChange={(frame) => state.change({ frame })} />
        <div>
          <LogoField
            draft={state.logoDraft}
            onDraft={state.setLogoDraft}
            applied={state.logo}
            onApply={state.applyLogo}
            onSet={state.setLogoNow}
            canUpload={canUpload}
          />
          <FieldError id="logo-error" message={errors.logo} />
        </div>
        {children}
      </div>
    </Section>
  );
}
