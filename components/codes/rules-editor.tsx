"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { type ConditionKind, describeKept, KIND_LABELS, type RuleDraft, startSplit, VALUE_HINTS } from "./rule-drafts";
import { type RuleErrors, ruleErrors } from "./rule-errors";
import { SplitTargets } from "./split-targets";

interface RulesEditorProps {
  rules: RuleDraft[];
  onChange: (rules: RuleDraft[]) => void;
  timeZone: string;
  /** Plain messages by the API's paths ("rules[1].targetUrl"; "rules" for the whole list). */
  errors: Record<string, string>;
  newRule: () => RuleDraft;
}

const selectClass =
  "block w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm focus:outline-2 focus:outline-brand-500";

/** Ordered routing rules: the first that matches a visitor picks the target; otherwise the code's own target. */
export function RulesEditor({ rules, onChange, errors, newRule }: RulesEditorProps) {
  const update = (index: number, change: Partial<RuleDraft>) =>
    onChange(rules.map((rule, i) => (i === index ? { ...rule, ...change } : rule)));
  const move = (index: number, by: number) => {
    const next = [...rules];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold text-zinc-900">Routing rules</legend>
      <p className="text-sm text-zinc-600">
        Checked in order on every scan; the first rule that matches picks where the visitor goes. No match: the code's
        target.
      </p>
      <ol className="space-y-3">
        {rules.map((rule, index) => {
          const id = `rule-${index}`;
          const found = ruleErrors(errors, index, rule);
          return (
            <li key={index} className="space-y-3 rounded-lg border border-zinc-200 bg-zinc-50/70 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium text-zinc-800">Rule {index + 1}</span>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`Move rule ${index + 1} up`}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === rules.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`Move rule ${index + 1} down`}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onChange(rules.filter((_, i) => i !== index))}
                    aria-label={`Remove rule ${index + 1}`}
                  >
                    Remove
                  </Button>
                </div>
              </div>
              {rule.kept ? (
                <p className="text-sm text-zinc-700">{describeKept(rule.kept)}</p>
              ) : (
                <div className="grid gap-3 sm:grid-cols-2">
                  <div>
                    <label htmlFor={`${id}-kind`} className="mb-1.5 block text-sm font-medium text-zinc-800">
                      When
                    </label>
                    <select
                      id={`${id}-kind`}
                      className={selectClass}
                      value={rule.kind}
                      onChange={(event) => update(index, { kind: event.target.value as ConditionKind })}
                    >
                      {Object.entries(KIND_LABELS).map(([kind, label]) => (
                        <option key={kind} value={kind}>
                          {label}
                        </option>
                      ))}
                    </select>
                  </div>
                  <ConditionFields id={id} rule={rule} errors={found} update={(change) => update(index, change)} />
                  {rule.split ? (
                    <SplitTargets
                      split={rule.split}
                      errors={found.links}
                      listError={found.split}
                      onChange={(split) =>
                        update(index, { split, targetUrl: split ? rule.targetUrl : (rule.split?.[0]?.url ?? "") })
                      }
                    />
                  ) : (
                    <div className="space-y-2 sm:col-span-2">
                      <Field
                        id={`${id}-target`}
                        label="Send to"
                        type="url"
                        value={rule.targetUrl}
                        onChange={(event) => update(index, { targetUrl: event.target.value })}
                        error={found.target}
                        placeholder="https://"
                      />
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => update(index, { split: startSplit(rule.targetUrl) })}
                      >
                        Split between links (A/B test)
                      </Button>
                    </div>
                  )}
                </div>
              )}
              {found.rest.map((message) => (
                <p key={message} className="text-sm text-red-700">
                  {message}
                </p>
              ))}
            </li>
          );
        })}
      </ol>
      {errors.rules ? <p className="text-sm text-red-700">{errors.rules}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange([...rules, newRule()])}
        disabled={rules.length >= 20}
      >
        Add a rule
      </Button>
    </fieldset>
  );
}

function ConditionFields({
  id,
  rule,
  errors,
  update,
}: {
  id: string;
  rule: RuleDraft;
  errors: RuleErrors;
  update: (change: Partial<RuleDraft>) => void;
}) {
  if (rule.kind === "always")
    return <p className="self-end pb-2 text-sm text-zinc-600">Matches everyone (put it last).</p>;
  if (rule.kind === "time") {
    return (
      <div className="grid grid-cols-2 gap-2">
        <Field
          id={`${id}-from`}
          error={errors.from}
          label="From"
          type="time"
          value={rule.from}
          onChange={(event) => update({ from: event.target.value })}
        />
        <Field
          id={`${id}-to`}
          error={errors.to}
          label="Until"
          type="time"
          value={rule.to}
          onChange={(event) => update({ to: event.target.value })}
        />
        <Field
          id={`${id}-zone`}
          error={errors.timeZone}
          label="Time zone"
          value={rule.timeZone}
          onChange={(event) => update({ timeZone: event.target.value })}
        />
        <Field
          id={`${id}-days`}
          error={errors.days}
          label="Days"
          value={rule.days}
          onChange={(event) => update({ days: event.target.value })}
          placeholder="mon, tue… (empty: every day)"
        />
      </div>
    );
  }
  if (rule.kind === "query") {
    return (
      <div className="grid grid-cols-2 gap-2">
        <Field
          id={`${id}-param`}
          error={errors.param}
          label="Parameter"
          value={rule.param}
          onChange={(event) => update({ param: event.target.value })}
          placeholder="src"
        />
        <Field
          id={`${id}-equals`}
          error={errors.equals}
          label="Equals (optional)"
          value={rule.equals}
          onChange={(event) => update({ equals: event.target.value })}
          placeholder="flyer"
        />
      </div>
    );
  }
  return (
    <Field
      id={`${id}-values`}
      error={errors.values}
      label="Values"
      value={rule.values}
      onChange={(event) => update({ values: event.target.value })}
      hint={VALUE_HINTS[rule.kind]}
    />
  );
}
