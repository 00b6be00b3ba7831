import { Field } from '@/web/components/forms/field';
import type { z } from 'zod';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { applyServerRefusal } from '@/web/lib/form-errors';
import { schemaResolver } from '@/web/lib/schema-resolver';

interface OneFieldFormProps<Name extends string> {
  /** The domain's schema of the one value, as the server checks it. */
  schema: z.ZodType<Record<Name, string>, unknown>;
  name: Name;
  id: string;
  label: string;
  description: string;
  maxLength: number;
  /** A reason in a few sentences, rather than a reference on one line. */
  multiline?: boolean;
  submitLabel: string;
  busy: boolean;
  /** Resolves once saved; throws the server's refusal, which the form shows and keeps what was typed. */
  onSubmit: (values: Record<Name, string>) => Promise<unknown>;
}

/** A required text an admin gives to complete an act in a dialog (a bank reference, a reason), checked as the server checks it. */
export function OneFieldForm<Name extends string>(props: OneFieldFormProps<Name>) {
  type Values = Record<Name, string>;
  const { id, name, busy } = props;
  const form = useForm<Values, unknown, Values>({
    resolver: schemaResolver<Values, Values>(props.schema),
    defaultValues: { [name]: '' } as never,
    // Focus goes to the error summary, which links to the field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const field = name as unknown as Path<Values>;

  const submit = form.handleSubmit(async (values) => {
    try {
      await props.onSubmit(values);
    } catch (refusal) {
      applyServerRefusal(refusal, form.setError, [field]);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ErrorSummary errors={errors} focusKey={form.formState.submitCount} idOf={() => id} />
        <Field<Values> name={field} id={id} label={props.label} required hint={props.description}>
          {(control) =>
            props.multiline ? (
              <Textarea maxLength={props.maxLength} {...control} />
            ) : (
              <Input autoComplete="off" maxLength={props.maxLength} {...control} />
            )
          }
        </Field>
        <Button type="submit" className="self-start" disabled={busy}>
          {busy ? 'Saving…' : props.submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}
