/**
 * Hand-written views named by descriptors' `overrides: { list|show|edit|create: <Name> }`. Each lives in
 * overrides/<resource>/index.tsx and usually wraps the generated default, e.g.
 * `export const PartnerList = (props: GeneratedListProps) => <GeneratedList {...props} aside={<Help />} />`,
 * then is registered here as `PartnerList`. Empty while every resource is plain data.
 */
import type { ComponentType } from 'react';

export const overrides: Record<string, ComponentType> = {};
