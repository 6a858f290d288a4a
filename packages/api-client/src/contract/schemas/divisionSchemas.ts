import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { DateTimeSchema, IdParamSchema, IdSchema } from './commonSchemas';

export const DIVISION_LIMITS = {
  /** Division comment length in code points (001 §5: implied by sample data). */
  commentMax: 500,
} as const;

const NullableText = v.nullable(v.string());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const DivisionSchema = v.object({
  divisionId: IdSchema,
  parentDivisionId: v.nullable(IdSchema),
  divisionName: v.string(),
  divisionNameKana: v.string(),
  divisionCode: NullableText,
  childCount: Count,
});

export const DivisionListSchema = v.object({ items: v.array(DivisionSchema) });

export const DivisionIdParamsSchema = v.object({ divisionId: IdParamSchema });

export interface DivisionTreeNode {
  data: v.InferOutput<typeof DivisionSchema>;
  /** null: not loaded (load it with the children call); [] a division without children. */
  children: DivisionTreeNode[] | null;
}

export const DivisionTreeNodeSchema: v.GenericSchema<DivisionTreeNode> = v.object({
  data: DivisionSchema,
  children: v.nullable(v.array(v.lazy(() => DivisionTreeNodeSchema))),
});

/** The root divisions, with the branch down to the asked division (and its children) loaded. */
export const DivisionPartialTreeSchema = v.object({ items: v.array(DivisionTreeNodeSchema) });

export const DivisionEditorSchema = v.object({
  contactId: IdSchema,
  name: v.string(),
  updatedAt: DateTimeSchema,
});

export const DivisionInfoSchema = v.object({
  divisionId: IdSchema,
  divisionName: v.string(),
  /** Names from the root down to the parent. */
  parentDivisionNames: v.array(v.string()),
  divisionPhoneNum: NullableText,
  divisionUrl: NullableText,
  comment: NullableText,
  /** Who wrote the comment last, and when; null before anyone did. */
  editor: v.nullable(DivisionEditorSchema),
  /** The viewer may edit the comment. */
  editable: v.boolean(),
});

export const DivisionCommentBodySchema = v.object({
  /** Empty clears the comment. */
  comment: v.pipe(v.string(), codePointLengthBetween(0, DIVISION_LIMITS.commentMax)),
});

/** The user's own divisions, for the OWN_DIVISION display setting (enabled = shown by default). */
export const OwnDivisionsSchema = v.object({
  items: v.array(
    v.object({
      divisionId: IdSchema,
      divisionName: v.string(),
      parentDivisionNames: v.array(v.string()),
      isPrimary: v.boolean(),
      enabled: v.boolean(),
    }),
  ),
});

export type Division = v.InferOutput<typeof DivisionSchema>;
export type DivisionList = v.InferOutput<typeof DivisionListSchema>;
export type DivisionPartialTree = v.InferOutput<typeof DivisionPartialTreeSchema>;
export type DivisionEditor = v.InferOutput<typeof DivisionEditorSchema>;
export type DivisionInfo = v.InferOutput<typeof DivisionInfoSchema>;
export type DivisionCommentBody = v.InferOutput<typeof DivisionCommentBodySchema>;
export type OwnDivisions = v.InferOutput<typeof OwnDivisionsSchema>;
