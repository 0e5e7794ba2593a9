// The brand ids alone, free of the catalogue schema, so browser code can name brands without shipping zod's full build.
export const brandIds = ['biwin', 'fenvi'] as const;
