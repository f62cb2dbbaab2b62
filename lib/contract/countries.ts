/** Contract of the countries resource (spec §3, §7): countries, regions, catalogues. */
import { z } from 'zod';

export const countrySchema = z
  .object({
    id: z.number().int(), code: z.string(), name: z.string(), localizedName: z.string(), englishName: z.string(),
    iconUrl: z.string(), currency: z.string(), locale: z.string(), domain: z.string().nullable(), isLaunched: z.boolean(),
    hasExamBoard: z.boolean(), minimumAge: z.number().int().nullable(),
  })
  .meta({ id: 'Country' });

/** A region, exam board or exam type. */
export const countryItemSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

const topicSchema = z.object({ uuid: z.string(), name: z.string(), slug: z.string() });
const subjectSchema = z.object({
  id: z.number().int(), name: z.string(), secondLabel: z.string(), description: z.string(), icon: z.string(),
  color: z.enum(['violet', 'pink', 'yellow', 'green', 'blue']), studyGuideSlug: z.string().nullable(), topics: z.array(topicSchema),
});
export const catalogueSchema = z
  .object({ countryId: z.number().int(), countryCode: z.string(), subjects: z.array(subjectSchema).nullable() })
  .meta({ id: 'SubjectCatalogue' });

/** {id}: the numeric country id, or the two-letter code. */
export const countryParams = z.object({ id: z.string().max(10) });
export const countryLanguageParams = z.object({ id: z.string().max(10), lang: z.string().max(10) });

/** Both null when the visitor's country is unknown or not served: a success, not a 404 (decision 0009). */
export const countryByIpSchema = z.object({ code: z.string().nullable(), country: countrySchema.nullable() });
export type CountryByIp = z.infer<typeof countryByIpSchema>;

/** The country-language configuration of spec §3 (open shape). */
export const countryLanguageConfigSchema = z.record(z.string(), z.unknown());
