import { useId } from "react";
import { NativeSelect } from "@/components/deals/native-select";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

export type Option = { value: string; label: string };

/** The `<option>`s of a native select, one per option. */
export function SelectOptions({ options }: { options: readonly Option[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

/** A labelled native select of a filter or toolbar (keyboard and screen-reader friendly everywhere, phones included). */
export function FieldSelect({
  label,
  value,
  onChange,
  options,
  className,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  className?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <SelectOptions options={options} />
      </NativeSelect>
    </div>
  );
}
