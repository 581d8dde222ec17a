import { z } from "zod";
import { slugify } from "@/lib/slug";
import {
  EMPTY_SLUG_MESSAGE,
  MAX_AUTHOR_LENGTH,
  MAX_CONTENT_LENGTH,
  MAX_EXCERPT_LENGTH,
  MAX_READ_TIME,
  MAX_TITLE_LENGTH,
  MIN_READ_TIME,
} from "./blog-constants";

export * from "./blog-constants";

const requiredText = (label: string, max: number) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The create-post payload, checked in the form and again in the server action. */
export const createPostSchema = z.object({
  title: requiredText("Title", MAX_TITLE_LENGTH).refine((title) => slugify(title) !== "", EMPTY_SLUG_MESSAGE),
  excerpt: requiredText("Excerpt", MAX_EXCERPT_LENGTH),
  content: requiredText("Content", MAX_CONTENT_LENGTH),
  author: requiredText("Author", MAX_AUTHOR_LENGTH),
  readTime: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v),
    z
      .number({ required_error: "Read time is required", invalid_type_error: "Read time must be a number" })
      .finite("Read time must be a number")
      .int("Read time must be a whole number of minutes")
      .min(MIN_READ_TIME, `Read time must be at least ${MIN_READ_TIME} minute`)
      .max(MAX_READ_TIME, `Read time must be at most ${MAX_READ_TIME} minutes`),
  ),
});
export type CreatePostInput = z.infer<typeof createPostSchema>;

/** A post's web address, as the unpublish and edit actions receive it. */
export const postSlugSchema = z.string().trim().min(1, "Post not found").max(300, "Post not found");

/** The edit-post payload: the post's address and the same fields as a new post. */
export const editPostSchema = createPostSchema.extend({ slug: postSlugSchema });
export type CreatePostField = keyof CreatePostInput;

/** The `page` query parameter of the list API: 1, 2, … */
export const postsPageSchema = z.coerce
  .number({ invalid_type_error: "page must be a number" })
  .int("page must be a whole number")
  .min(1, "page must be at least 1")
  .max(10_000, "page is too large");
