"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import { createAiCodeContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { MAX_NAME_LENGTH } from "@/lib/codes/code-limits";
import { AI_PRESETS } from "./ai-presets";
import { type AiEngineView, ENGINE_NAMES } from "./ai-types";
import { EngineNote } from "./engine-note";
import { GenerationProgress } from "./generation-progress";
import { plainAiFieldErrors } from "./plain-ai-errors";
import { ReferenceImageInput } from "./reference-image-input";

interface AiArtFormProps {
  engine: AiEngineView;
  cost: number;
  balance: number;
}

const textarea =
  "block w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500";

/** The AI art page's form: what to encode, the prompt, a reference picture and how much art. */
export function AiArtForm({ engine, cost, balance }: AiArtFormProps) {
  const router = useRouter();
  const [content, setContent] = useState("");
  const [name, setName] = useState("");
  const [prompt, setPrompt] = useState("");
  const [negativePrompt, setNegativePrompt] = useState("");
  const [image, setImage] = useState("");
  const [strength, setStrength] = useState(0.5);
  const [variants, setVariants] = useState(engine.generative ? 2 : 1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string>();
  const [pending, setPending] = useState(false);
  const [generationId, setGenerationId] = useState<string>();
  const affordable = balance >= cost;
  const onSettled = useCallback(() => router.refresh(), [router]); // the balance in the header
  const result = useRef<HTMLElement>(null);

  // The result card opens below the form, out of sight: bring it into view and move focus to it.
  useEffect(() => {
    if (!generationId) return;
    result.current?.scrollIntoView({ block: "start", behavior: "smooth" });
    result.current?.focus({ preventScroll: true });
  }, [generationId]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!/^https?:\/\/\S+\.\S+/.test(content.trim()))
      found.content = "Enter the link the code should open, starting with https://";
    if (prompt.trim() === "") found.prompt = "Describe the picture you want.";
    if (!engine.generative && image.trim() === "")
      found.image = "Add a reference picture: this server's engine draws the code from one.";
    setErrors(found);
    setBanner(undefined);
    if (Object.keys(found).length > 0) return document.getElementById(`ai-${Object.keys(found)[0]}`)?.focus();
    setPending(true);
    const body = {
      content: content.trim(),
      prompt: prompt.trim(),
      strength,
      variants,
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(negativePrompt.trim() ? { negativePrompt: negativePrompt.trim() } : {}),
      ...(image.trim() ? { image: image.trim() } : {}),
    };
    const result = await call(createAiCodeContract, { body });
    setPending(false);
    if (result.ok) return setGenerationId(result.data.generationId);
    const fields = plainAiFieldErrors(result.error.fields);
    setErrors(fields);
    setBanner(
      Object.keys(fields).length > 0
        ? "Check the fields marked in red."
        : result.status === 403
          ? `An AI code costs ${cost} credits; your balance is ${balance}.`
          : result.error.message,
    );
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="min-w-0 space-y-5 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm"
        aria-label="AI art"
      >
        <Field
          id="ai-content"
          label="Link the code opens"
          type="url"
          inputMode="url"
          placeholder="https://example.com/menu"
          value={content}
          onChange={(e) => setContent(e.target.value)}
          error={errors.content}
          hint="The picture encodes a short link to it; you can change the target later."
        />
        <div>
          <label htmlFor="ai-prompt" className="mb-1.5 block text-sm font-medium text-zinc-800">
            Prompt
          </label>
          <div className="mb-2 flex flex-wrap gap-2" role="group" aria-label="Prompt ideas">
            {AI_PRESETS.map((preset) => (
              <button
                key={preset.label}
                type="button"
                onClick={() => {
                  setPrompt(preset.prompt);
                  setNegativePrompt(preset.negativePrompt);
                }}
                className="rounded-full border border-zinc-300 bg-white px-3 py-1 text-xs font-medium text-zinc-700 hover:border-brand-400 hover:text-brand-700"
              >
                {preset.label}
              </button>
            ))}
          </div>
          <textarea
            id="ai-prompt"
            rows={3}
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            placeholder="What the picture shows, its style and light"
            className={textarea}
            aria-invalid={errors.prompt ? true : undefined}
            aria-describedby={errors.prompt ? "ai-prompt-error" : undefined}
          />
          {errors.prompt ? (
            <p id="ai-prompt-error" className="mt-1.5 text-sm text-red-700">
              {errors.prompt}
            </p>
          ) : null}
        </div>
        <div id="ai-image" tabIndex={-1}>
          <ReferenceImageInput value={image} onChange={setImage} required={!engine.generative} error={errors.image} />
        </div>
        <div>
          <label htmlFor="ai-strength" className="mb-1.5 block text-sm font-medium text-zinc-800">
            Art or robustness
          </label>
          <input
            id="ai-strength"
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={strength}
            onChange={(e) => setStrength(Number(e.target.value))}
            className="w-full accent-brand-600"
            aria-valuetext={`${Math.round(strength * 100)}% art`}
          />
          <div className="mt-1 flex justify-between text-xs text-zinc-600">
            <span>Robust, plainer code</span>
            <span className="tabular-nums">{Math.round(strength * 100)}% art</span>
            <span>Most art</span>
          </div>
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-zinc-800">Candidates</legend>
          <div className="inline-flex rounded-lg border border-zinc-300 p-0.5">
            {[1, 2, 3, 4].map((count) => (
              <label
                key={count}
                className={`cursor-pointer rounded-md px-3.5 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${variants === count ? "bg-brand-600 text-white" : "text-zinc-700 hover:bg-zinc-100"}`}
              >
                <input
                  type="radio"
                  name="variants"
                  value={count}
                  checked={variants === count}
                  onChange={() => setVariants(count)}
                  className="sr-only"
                />
                {count}
              </label>
            ))}
          </div>
        </fieldset>
        <details className="rounded-lg border border-zinc-200 px-4 py-3">
          <summary className="cursor-pointer text-sm font-medium text-zinc-800">More options</summary>
          <div className="mt-4 space-y-4">
            <Field
              id="ai-name"
              label="Name"
              maxLength={MAX_NAME_LENGTH}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={errors.name}
              hint="Optional. Shown in your list of codes."
            />
            <div>
              <label htmlFor="ai-negative" className="mb-1.5 block text-sm font-medium text-zinc-800">
                Keep out of the picture
              </label>
              <textarea
                id="ai-negative"
                rows={2}
                value={negativePrompt}
                onChange={(e) => setNegativePrompt(e.target.value)}
                placeholder="e.g. text, watermark, blurry"
                className={textarea}
              />
            </div>
          </div>
        </details>
        {banner ? <Alert>{banner}</Alert> : null}
        <Button
          type="submit"
          className="w-full sm:w-auto"
          disabled={pending || !affordable || generationId !== undefined}
        >
          {pending ? "Starting…" : "Generate"}
        </Button>
      </form>

      <Card className="space-y-4 p-5 lg:sticky lg:top-20">
        <h2 className="text-base font-semibold text-zinc-900">Engine</h2>
        <EngineNote engine={engine} />
        <div className="border-t border-zinc-100 pt-4 text-sm text-zinc-700">
          <p>
            <span className="font-medium text-zinc-900">{cost} credits</span> when a scannable code is saved. A failed
            generation costs nothing.
          </p>
          <p className={`mt-1 ${affordable ? "text-zinc-600" : "text-red-700"}`}>
            Your balance: {balance.toLocaleString("en-GB")} credits{affordable ? "" : " — not enough for an AI code"}.
          </p>
        </div>
        <p className="text-xs text-zinc-600">Engine: {ENGINE_NAMES[engine.provider] ?? engine.provider}</p>
      </Card>

      {generationId ? (
        <section
          ref={result}
          tabIndex={-1}
          aria-labelledby="ai-result-heading"
          className="scroll-mt-20 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm focus:outline-none lg:col-span-2"
        >
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="ai-result-heading" className="text-base font-semibold text-zinc-900">
              Your AI code
            </h2>
            <Button variant="secondary" size="sm" onClick={() => setGenerationId(undefined)}>
              Start another
            </Button>
          </div>
          <GenerationProgress generationId={generationId} onSettled={onSettled} />
        </section>
      ) : null}
    </div>
  );
}
