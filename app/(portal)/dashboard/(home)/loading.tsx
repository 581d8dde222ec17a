import { LoadingState } from "@/components/portal/loading-state";

/** Only the home page: the (home) group keeps this fallback away from the other tools. */
export default function Loading() {
  return <LoadingState text="Loading dashboard..." />;
}
