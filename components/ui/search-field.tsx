import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

type SearchFieldProps = Omit<ComponentProps<typeof Input>, "type" | "id"> & {
  id: string;
  label: string;
  /** Classes of the wrapper (label and input). */
  wrapperClassName?: string;
};

/** A labelled search box with its magnifier icon, as every list of the portal uses. */
export function SearchField({ id, label, wrapperClassName, className, ...props }: SearchFieldProps) {
  return (
    <div className={cn("flex flex-col gap-1.5", wrapperClassName)}>
      <label htmlFor={id} className="text-sm font-medium leading-none">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input id={id} type="search" className={cn("pl-9", className)} {...props} />
      </div>
    </div>
  );
}
