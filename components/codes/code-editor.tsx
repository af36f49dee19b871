"use client";

import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { type ContentChoice, GuidedContent } from "@/components/generator/guided-content";
import { looksLikeHttpUrl } from "@/components/generator/looks-like-url";
import { Section } from "@/components/generator/section";
import { StyleSection } from "@/components/generator/style-section";
import { TemplatePicker } from "@/components/generator/template-picker";
import { useGeneratorState } from "@/components/generator/use-generator-state";
import type { CategoryCount, GeneratorTemplate } from "@/components/templates/template-types";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import { createQrCodeContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { fieldError, serverBanner, showServerErrors } from "@/components/ui/server-errors";
import { MAX_NAME_LENGTH } from "@/lib/codes/code-limits";
import { MAX_CONTENT_LENGTH } from "@/lib/generate/generate-limits";
import { CodePreview } from "./code-preview";
import { CostNotice, costCheck, type CreditsView } from "./cost-notice";
import { createBody } from "./create-body";
import { EccSelect } from "./ecc-select";
import { FieldError } from "./field-error";
import { LinkFields } from "./link-fields";
import { createLinkFields, initialLink, type LinkChoices, type LinkValue } from "./link-preview";
import { type CreateMode, ModeChoice, staticOnlyReason } from "./mode-choice";
import { useDashboardRouter } from "@/components/workspaces/workspace-context";

interface CodeEditorProps {
  templates: GeneratorTemplate[];
  categories: CategoryCount[];
  credits: CreditsView;
  /** The workspace's usable domains and the install's short-link base, for a dynamic code's link. */
  link: LinkChoices;
  /** From the address (?template=, ?content=): the Templates page's "Use" and the generator's "Save to my codes". */
  initialTemplateId?: string | null;
  initialContent?: string;
}

/** The details card's own fields; the server's errors on any other field (content, styles…) sit beside them. */
type DetailsForm = { mode: CreateMode; name: string };

const FORM_ID = "code-editor-form";
const idleMessage = (content: string) =>
  content.trim() === ""
    ? "Type a link to see your code."
    : content.length > MAX_CONTENT_LENGTH
      ? "Content is too long to draw."
      : null;

/** Create a saved code: content, type, name, template, style and logo, with a live preview and its price. */
export function CodeEditor({
  templates,
  categories,
  credits,
  link: linkChoices,
  initialTemplateId = null,
  initialContent = "",
}: CodeEditorProps) {
  const router = useDashboardRouter();
  const state = useGeneratorState({ templates, idleMessage, initialTemplateId, initialContent });
  const { control, register, handleSubmit, setError, clearErrors, setValue, watch, formState } = useForm<DetailsForm>({
    defaultValues: { mode: credits.balance >= credits.dynamicCodeCost ? "DYNAMIC" : "STATIC", name: "" },
  });
  const { errors } = formState;
  const field = (name: string) => fieldError(errors, name);
  // Stays busy after a success, until the code's page has replaced this one.
  const pending = formState.isSubmitting || formState.isSubmitSuccessful;

  const [choice, setChoice] = useState<ContentChoice>("link");
  const [link, setLink] = useState<LinkValue>(() => initialLink(linkChoices));
  const mode = watch("mode");
  const { affordable } = costCheck(credits, mode);
  const content = state.content;
  const notALink = mode === "DYNAMIC" && content.trim() !== "" && !looksLikeHttpUrl(content);
  // Over the length limit, or refused by the server for these options: Create would only fail.
  const unmakeable =
    content.length > MAX_CONTENT_LENGTH || (state.idleMessage === null && state.preview.error?.permanent === true);

  // A field's server error goes once the field is edited (the Create button re-checks it all).
  const clear = (...names: string[]) => clearErrors(names as (keyof DetailsForm)[]);
  // The choices outside the details card: an error goes when its choice changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the template changes
  useEffect(() => clear("templateId"), [state.templateId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the style changes
  useEffect(() => clear("styles"), [state.options.changes]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the logo changes
  useEffect(() => clear("logo"), [state.options.logo]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the level or size changes
  useEffect(() => clear("errorCorrectionLevel", "size"), [state.ecc, state.options.size]);
  const banner = serverBanner(errors);
  const staticOnly = staticOnlyReason(choice);

  const onSubmit = handleSubmit(async ({ mode, name }) => {
    const body: Record<string, unknown> = {
      ...createBody(state.options, mode, name),
      ...(mode === "DYNAMIC" ? createLinkFields(link, linkChoices) : {}),
    };
    const result = await call(createQrCodeContract, { body });
    if (!result.ok) {
      showServerErrors(setError, result.error, (hasFields) =>
        hasFields ? "Check the fields marked in red." : result.error.message,
      );
      throw new Error("not created"); // keeps isSubmitSuccessful false
    }
    router.push(`/dashboard/codes/${result.data.id}?created=1`);
    router.refresh(); // the balance in the header
  });

  return (
    // Only the details card is the form (Enter in Name creates); the template search and style
    // fields sit outside it, so Enter there never submits. The Create button joins by form=.
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form
        id={FORM_ID}
        onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
        noValidate
        className="min-w-0 space-y-5 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm"
      >
        <div>
          <GuidedContent
            value={content}
            onChange={(value) => {
              state.setContent(value);
              clear("content");
            }}
            // Wi-Fi, a contact or an event is read by the phone itself: only a static code can hold it.
            onChoice={(next) => {
              setChoice(next);
              if (next !== "link") setValue("mode", "STATIC");
            }}
            // A dynamic code says it below, in its own words.
            warnNotALink={mode !== "DYNAMIC"}
          />
          <FieldError id="content-error" message={field("content")} />
          {!field("content") && notALink ? (
            <p className="mt-1.5 text-sm text-amber-800">
              A dynamic code needs a link starting with http:// or https://. To encode text, choose Static.
            </p>
          ) : null}
        </div>
        <Controller
          control={control}
          name="mode"
          render={({ field: { value, onChange } }) => (
            <ModeChoice
              value={value}
              onChange={(next) => {
                onChange(next);
                clear("content", "mode");
              }}
              dynamicCost={credits.dynamicCodeCost}
              staticOnly={staticOnly}
            />
          )}
        />
        <FieldError id="mode-error" message={field("mode")} />
        {mode === "DYNAMIC" ? (
          <fieldset className="min-w-0 border-t border-zinc-100 pt-4">
            <legend className="sr-only">Link</legend>
            <p aria-hidden="true" className="mb-3 text-sm font-semibold text-zinc-900">
              Link
            </p>
            <LinkFields
              id="new-link"
              choices={linkChoices}
              value={link}
              onChange={(next) => {
                setLink(next);
                clear("domain", "slug");
              }}
              errors={{ domain: field("domain"), slug: field("slug") }}
            />
          </fieldset>
        ) : null}
        <Field
          id="code-name"
          label="Name"
          {...register("name", { onChange: () => clear("name") })}
          maxLength={MAX_NAME_LENGTH}
          placeholder="e.g. Spring flyer"
          hint="Optional. Shown in your list of codes."
          error={field("name")}
        />
      </form>

      {/* On a phone the preview and Create follow the content, before template and style (as on the public
          generator); beside them from lg. */}
      <Card className="p-5 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-3 lg:row-start-1">
        <h2 className="mb-4 text-base font-semibold text-zinc-900">Preview</h2>
        <CodePreview
          preview={state.preview}
          idleMessage={state.idleMessage}
          current={state.current}
          note={
            mode === "DYNAMIC"
              ? "Preview of your link. The saved code encodes its short link, which redirects there."
              : "The saved code encodes exactly this content."
          }
        />
        <div className="mt-5 space-y-3 border-t border-zinc-100 pt-5">
          <CostNotice credits={credits} mode={mode} />
          {banner ? <Alert>{banner}</Alert> : null}
          {unmakeable ? (
            <p className="text-sm text-red-700">Fix what the preview says before creating the code.</p>
          ) : null}
          <Button type="submit" form={FORM_ID} className="w-full" disabled={pending || !affordable || unmakeable}>
            {pending ? "Creating…" : "Create code"}
          </Button>
        </div>
      </Card>

      <Section title="Template" description="Pick a look, or let Auto choose one from your link.">
        <TemplatePicker
          templates={templates}
          categories={categories}
          selected={state.templateId}
          matched={state.matched}
          onSelect={state.selectTemplate}
        />
        <FieldError id="template-error" message={field("templateId")} />
      </Section>

      <StyleSection state={state} errors={{ styles: field("styles"), logo: field("logo") }} canUpload>
        <EccSelect
          id="code-ecc"
          value={state.ecc}
          onChange={state.setEcc}
          error={field("errorCorrectionLevel") ?? field("size")}
        />
      </StyleSection>
    </div>
  );
}
