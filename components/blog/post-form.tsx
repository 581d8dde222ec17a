"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { createPostAction, updatePostAction } from "@/app/(marketing)/blog/actions";
import { BlogError } from "@/components/blog/blog-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import {
  CREATE_FAILED_MESSAGE,
  createPostSchema,
  DEFAULT_READ_TIME,
  MAX_READ_TIME,
  MIN_READ_TIME,
  SAVE_FAILED_MESSAGE,
  suggestReadTime,
  type CreatePostField,
} from "@/lib/validation/blog";

// The markdown renderer is only downloaded when the preview tab is opened.
const MarkdownPreview = dynamic(() => import("@/components/blog/markdown"), {
  loading: () => <p className="text-sm text-muted-foreground">Loading preview...</p>,
});

type Values = { title: string; excerpt: string; content: string; author: string; readTime: string };
type Errors = Partial<Record<CreatePostField, string>>;

const FIELDS: CreatePostField[] = ["title", "excerpt", "content", "author", "readTime"];

function validate(values: Values): Errors {
  const parsed = createPostSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CreatePostField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive" data-testid={`${id}`}>
      {message}
    </p>
  );
}

/** A published post as its editor opens it. */
export type EditablePost = Omit<Values, "readTime"> & { slug: string; readTime: number };

/**
 * "Create New Blog Post", or with `post` its editor: every field required and checked
 * on blur and on submit with the same rules as the server; values stay put when saving
 * fails. An edited post keeps its web address.
 */
export function PostForm({ defaultAuthor, post }: { defaultAuthor: string; post?: EditablePost }) {
  const router = useRouter();
  const uid = useId();
  const [values, setValues] = useState<Values>(
    post
      ? { ...post, readTime: String(post.readTime) }
      : { title: "", excerpt: "", content: "", author: defaultAuthor, readTime: String(DEFAULT_READ_TIME) },
  );
  const [touched, setTouched] = useState<Partial<Record<CreatePostField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const errors = useMemo(() => validate(values), [values]);
  const suggested = useMemo(() => suggestReadTime(values.content), [values.content]);
  const visibleError = (field: CreatePostField) => (touched[field] || submitted ? errors[field] : undefined);
  const ids = (field: CreatePostField) => ({ input: `${uid}-${field}`, error: `${field}-error` });

  const update = (field: keyof Values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const blur = (field: CreatePostField) => () => setTouched((t) => ({ ...t, [field]: true }));

  const fieldProps = (field: CreatePostField) => {
    const error = visibleError(field);
    return {
      id: ids(field).input,
      name: field,
      value: values[field],
      onChange: update(field),
      onBlur: blur(field),
      required: true,
      disabled: submitting,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? ids(field).error : undefined,
    } as const;
  };

  const failedMessage = post ? SAVE_FAILED_MESSAGE : CREATE_FAILED_MESSAGE;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    const current = validate(values);
    const firstInvalid = FIELDS.find((f) => current[f]);
    if (firstInvalid) {
      document.getElementById(ids(firstInvalid).input)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const fields = { ...values, readTime: Number(values.readTime) };
      const result = post ? await updatePostAction({ ...fields, slug: post.slug }) : await createPostAction(fields);
      if (result.ok) {
        if (post) {
          // The post's page is a static page: this browser's router may hold its copy from before
          // the edit (up to 5 minutes), and a client navigation could show it. A document load
          // asks the server, which has the saved post.
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination
          window.location.assign(`/blog/${result.data.slug}`);
        } else router.push(`/blog/${result.data.slug}`);
        return; // stays "Creating Post..." until the post opens
      }
      setServerError(result.error || failedMessage);
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : failedMessage);
    }
    setSubmitting(false);
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-6"
      data-testid={post ? "edit-post-form" : "create-post-form"}
    >
      {serverError ? <BlogError message={serverError} /> : null}

      <div className="space-y-2">
        <Label htmlFor={ids("title").input}>Title</Label>
        <Input {...fieldProps("title")} maxLength={200} data-testid="post-title-input" />
        <FieldError id={ids("title").error} message={visibleError("title")} />
      </div>

      <div className="space-y-2">
        <Label htmlFor={ids("excerpt").input}>Excerpt</Label>
        <Textarea {...fieldProps("excerpt")} rows={3} maxLength={500} data-testid="post-excerpt-input" />
        <FieldError id={ids("excerpt").error} message={visibleError("excerpt")} />
      </div>

      <div className="space-y-2">
        <Label htmlFor={ids("content").input}>Content</Label>
        <Tabs defaultValue="write">
          <TabsList aria-label="Editor mode">
            <TabsTrigger value="write" data-testid="content-write-tab">
              Write
            </TabsTrigger>
            <TabsTrigger value="preview" data-testid="content-preview-tab">
              Preview
            </TabsTrigger>
          </TabsList>
          <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
            <Textarea
              {...fieldProps("content")}
              rows={15}
              className="font-mono"
              placeholder="Write in Markdown: ## headings, **bold**, lists, tables, [links](https://example.com)…"
              data-testid="post-content-input"
            />
            <p className="mt-2 text-xs text-muted-foreground">
              Markdown with GitHub-flavoured tables, task lists, strikethrough, autolinks and footnotes.
            </p>
          </TabsContent>
          <TabsContent value="preview" className="min-h-72 rounded-md border p-4" data-testid="content-preview">
            {values.content.trim() ? (
              <MarkdownPreview content={values.content} />
            ) : (
              <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
            )}
          </TabsContent>
        </Tabs>
        <FieldError id={ids("content").error} message={visibleError("content")} />
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={ids("author").input}>Author</Label>
          <Input {...fieldProps("author")} maxLength={100} autoComplete="name" data-testid="post-author-input" />
          <FieldError id={ids("author").error} message={visibleError("author")} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={ids("readTime").input}>Read time (minutes)</Label>
          <Input
            {...fieldProps("readTime")}
            type="number"
            inputMode="numeric"
            min={MIN_READ_TIME}
            max={MAX_READ_TIME}
            step={1}
            aria-describedby={[visibleError("readTime") ? ids("readTime").error : null, `${uid}-read-time-hint`]
              .filter(Boolean)
              .join(" ")}
            data-testid="post-read-time-input"
          />
          <p id={`${uid}-read-time-hint`} className="flex items-center gap-2 text-sm text-muted-foreground">
            <span data-testid="read-time-suggestion">Suggested: {suggested} min</span>
            {String(suggested) !== values.readTime ? (
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto p-0"
                onClick={() => setValues((v) => ({ ...v, readTime: String(suggested) }))}
                disabled={submitting}
                data-testid="use-suggested-read-time"
              >
                Use {suggested} min
              </Button>
            ) : null}
          </p>
          <FieldError id={ids("readTime").error} message={visibleError("readTime")} />
        </div>
      </div>

      <div className="flex justify-end">
        {post ? (
          <Button type="submit" size="lg" disabled={submitting} data-testid="save-post-submit">
            {submitting ? "Saving Changes..." : "Save Changes"}
          </Button>
        ) : (
          <Button type="submit" size="lg" disabled={submitting} data-testid="create-post-submit">
            {submitting ? "Creating Post..." : "Create Post"}
          </Button>
        )}
      </div>
    </form>
  );
}
