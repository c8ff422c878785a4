import type { inferRouterOutputs } from '@trpc/server';
import type { LocalizedString } from 'typesafe-i18n';
import type * as v from 'valibot';
import type { BytesSchema, NoContentSchema, TypedBytesSchema } from '../../shared/schemas/common';
import type { AppRouter } from '../router';
import type { ProcedurePath } from './route';
import { responses as answers } from '../domains';

/**
 * What each procedure answers, as a valibot schema of src/shared/schemas, each domain's beside its rows in
 * its REST rows (domains/index.ts): the OpenAPI document's success responses and the conformance tests read them. They are not
 * parsed at run time (a scan must not pay for it); instead the typecheck below fails when a schema and the
 * code's answer differ, and a procedure added without its schema fails it too.
 */
export const responses = answers satisfies Record<ProcedurePath, v.GenericSchema>;

// ---- the compile-time check ----

/** What a tRPC or REST client receives: tRPC already types it as JSON (dates as strings). */
type Outputs = inferRouterOutputs<AppRouter>;
type OutputOf<P extends string> = P extends `${infer A}.${infer B}`
  ? A extends keyof Outputs
    ? B extends keyof Outputs[A]
      ? Outputs[A][B]
      : never
    : never
  : never;
/** Translated text is a branded string in the code and a string on the wire. */
type Plain<T> = T extends LocalizedString
  ? string
  : T extends readonly (infer U)[]
    ? Plain<U>[]
    : T extends object
      ? { [K in keyof T]: Plain<T[K]> }
      : T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Schemas = typeof responses;
/** `unknown` where schema and answer agree; a property naming the procedure where they do not. */
type Agreement = {
  [P in ProcedurePath]: Schemas[P] extends typeof BytesSchema | typeof TypedBytesSchema
    ? unknown
    : Schemas[P] extends typeof NoContentSchema
      ? // tRPC types an answer of nothing as `never`
        [OutputOf<P>] extends [void]
        ? unknown
        : { answersSomething: P }
      : Same<Plain<OutputOf<P>>, v.InferOutput<Schemas[P]>> extends true
        ? unknown
        : { schemaDiffersFromAnswer: P; answer: OutputOf<P>; schema: v.InferOutput<Schemas[P]> };
};
export const agreement: Agreement = responses;

/** An answer schema under a name no procedure has (a typo, a procedure renamed): `never` unless there is one. */
type Stray = Exclude<keyof Schemas, ProcedurePath>;
export const noStrayAnswer: [Stray] extends [never] ? true : { strayAnswers: Stray } = true;
