import { LoadingState } from "@/components/portal/loading-state";

export default function Loading() {
  return <LoadingState text="Loading profile..." />;
}
