/** The descriptors as the console sees them: bundled at build time by vite.config.ts's yaml plugin. */
import type { ResourceDescriptor } from './types.ts';

const modules = import.meta.glob<ResourceDescriptor>('../../../resources/*.yaml', { eager: true, import: 'default' });

export const descriptors: ResourceDescriptor[] = Object.values(modules).sort((a, b) => a.name.localeCompare(b.name));
export const descriptorByName = new Map(descriptors.map((d) => [d.name, d]));
