"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { Ban, SquareArrowOutUpRight } from "lucide-react";
import toast from "react-hot-toast";
import { loadBoardColumnAction, moveDealAction } from "@/app/(portal)/dashboard/deals/actions";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { undoToast } from "@/components/ui/undo-toast";
import type { BoardColumn, BoardDeal, DealBoard } from "@/lib/db/queries/deals";
import { formatUsd } from "@/lib/format";
import { notify } from "@/lib/stores/notification-store";
import { cn } from "@/lib/utils";
import {
  DEAL_STATUS_LABELS,
  DEAL_STATUS_NAMES,
  DEAL_STATUSES,
  type BoardQuery,
  type DealStatus,
} from "@/lib/validation/deals";
import { applyMove, relocateDeal } from "./board-state";
import { DealCardBody, dealCardClasses } from "./deal-card";

const LOST: DealStatus = "closed_lost";
const ORDER: readonly DealStatus[] = DEAL_STATUSES;

const statusLabel = (id: unknown) => DEAL_STATUS_LABELS[id as DealStatus] ?? String(id);

/**
 * Keyboard moves jump from column to column: Arrow Right/Down to the next one,
 * Arrow Left/Up to the previous one (the Closed Lost drop zone comes last).
 */
const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step =
    event.code === "ArrowRight" || event.code === "ArrowDown"
      ? 1
      : event.code === "ArrowLeft" || event.code === "ArrowUp"
        ? -1
        : 0;
  if (!step) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, over, active } = context;
  if (!collisionRect) return undefined;
  const origin = (over?.id ?? (active?.data.current as { status?: DealStatus } | undefined)?.status) as
    | DealStatus
    | undefined;
  let index = origin ? ORDER.indexOf(origin) : 0;
  for (let i = 0; i < ORDER.length; i++) {
    index += step;
    if (index < 0 || index >= ORDER.length) return undefined;
    const rect = droppableRects.get(ORDER[index]!);
    if (rect) {
      return {
        x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2),
        y: rect.top + Math.min(48, Math.max(0, rect.height - collisionRect.height) / 2),
      };
    }
  }
  return undefined;
};

/** The pointer decides for mouse and touch; the dragged card's rectangle for the keyboard. */
const collisionDetection: CollisionDetection = (args) => {
  const byPointer = pointerWithin(args);
  return byPointer.length > 0 ? byPointer : rectIntersection(args);
};

/**
 * The board, or its archive (`query.archived`): the archive lists archived deals in their status
 * columns without drag and drop (a deal goes back to the board from its page, "Restore to the board").
 */
export function DealsBoard({ initial, query }: { initial: DealBoard; query: BoardQuery }) {
  const [columns, setColumns] = useState<BoardColumn[]>(initial.columns);
  const [activeDeal, setActiveDeal] = useState<BoardDeal | null>(null);
  const [loadingMore, setLoadingMore] = useState<string | null>(null);
  /** A deal dropped on Closed Lost waits here for its lost reason. */
  const [losing, setLosing] = useState<BoardDeal | null>(null);
  const [lostReason, setLostReason] = useState("");
  const [lostError, setLostError] = useState<string | null>(null);

  // A filtered board scrolls its column into view (the Closed Lost column is the sixth, past narrow screens' edge).
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scroller.current;
    const column = box?.querySelector(`[data-testid="deals-column-${query.status}"]`);
    if (!box || !column || query.status === "all") return;
    box.scrollLeft += column.getBoundingClientRect().left - box.getBoundingClientRect().left;
  }, [query.status]);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  const findDeal = useCallback(
    (id: unknown): BoardDeal | undefined => {
      for (const column of columns) {
        const deal = column.deals.find((d) => d.id === id);
        if (deal) return deal;
      }
      return undefined;
    },
    [columns],
  );

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) =>
        `Picked up deal ${findDeal(active.id)?.title ?? ""} in column ${statusLabel(active.data.current?.status)}.`,
      onDragOver: ({ active, over }) =>
        over
          ? `Deal ${findDeal(active.id)?.title ?? ""} is over column ${statusLabel(over.id)}.`
          : `Deal ${findDeal(active.id)?.title ?? ""} is no longer over a column.`,
      onDragEnd: ({ active, over }) =>
        over
          ? `Deal ${findDeal(active.id)?.title ?? ""} was dropped in column ${statusLabel(over.id)}.`
          : `Deal ${findDeal(active.id)?.title ?? ""} was dropped outside the columns and did not move.`,
      onDragCancel: ({ active }) => `Moving deal ${findDeal(active.id)?.title ?? ""} was cancelled.`,
    }),
    [findDeal],
  );

  /**
   * Moves a card (after the server accepts). `restore` is an Undo's: the probability and
   * close date the deal had before the move it undoes.
   */
  async function moveDeal(
    deal: BoardDeal,
    to: DealStatus,
    reason?: string,
    undoable = true,
    restore?: { probability: number; closeDate: string | null },
  ) {
    const from = deal.status;
    if (from === to) return;
    if (to === LOST && !reason) {
      setLostReason("");
      setLostError(null);
      setLosing(deal);
      return;
    }
    // the Undo of this deal's earlier move would undo a move the board no longer shows
    toast.dismiss(`move-${deal.id}`);
    setColumns((current) => applyMove(current, deal, from, to, query.sort));
    const rollback = (message: string) => {
      setColumns((current) => applyMove(current, { ...deal, status: deal.status }, to, from, query.sort));
      toast.error(message);
      console.error(`Deal status update refused: ${message}`);
    };
    try {
      const result = await moveDealAction({ dealId: deal.id, from, status: to, lostReason: reason, ...restore });
      if (!result.ok) {
        if ("current" in result) {
          // Someone else moved it first: show the card where the deal really is.
          setColumns((current) => relocateDeal(current, deal, from, to, result.current, query.sort));
          toast.error(result.error);
          return;
        }
        return rollback(result.error === "Deal not found" ? "This deal could not be moved." : result.error);
      }
      if (to === "closed_won") notify("success", "Deal won", `${deal.title} was moved to Won.`);
      if (to === "closed_lost") notify("warning", "Deal lost", `${deal.title} was marked Closed Lost.`);
      // the card shows the probability and close date the status rule gave it
      const moved: BoardDeal = {
        ...deal,
        status: to,
        probability: result.data.probability ?? deal.probability,
        closeDate: result.data.closeDate !== undefined ? result.data.closeDate : deal.closeDate,
      };
      setColumns((current) => relocateDeal(current, deal, from, to, moved, query.sort));
      const previous = result.data.previous;
      if (undoable && previous) {
        undoToast({
          id: `move-${deal.id}`,
          message: `${deal.title} moved to ${statusLabel(to)}.`,
          testId: "undo-move",
          // back where it was, with the probability, close date and lost reason it had
          onUndo: () =>
            void moveDeal(moved, from, previous.lostReason ?? undefined, false, {
              probability: previous.probability,
              closeDate: previous.closeDate,
            }),
        });
      }
    } catch {
      rollback("The deal could not be moved. Please try again.");
    }
  }

  function confirmLost(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!losing) return;
    const reason = lostReason.trim();
    if (!reason) {
      setLostError("Say why the deal was lost");
      return;
    }
    const deal = losing;
    setLosing(null);
    void moveDeal(deal, LOST, reason);
  }

  function onDragStart(event: DragStartEvent) {
    setActiveDeal(findDeal(event.active.id) ?? null);
  }

  function onDragEnd(event: DragEndEvent) {
    setActiveDeal(null);
    const deal = findDeal(event.active.id);
    const to = event.over?.id as DealStatus | undefined;
    if (!deal || !to || !ORDER.includes(to)) return;
    void moveDeal(deal, to);
  }

  async function showMore(column: BoardColumn) {
    setLoadingMore(column.status);
    try {
      const result = await loadBoardColumnAction({ ...query, column: column.status, offset: column.deals.length });
      if (!result.ok) throw new Error(result.error);
      setColumns((current) =>
        current.map((c) => {
          if (c.status !== column.status) return c;
          const seen = new Set(c.deals.map((d) => d.id));
          return { ...c, deals: [...c.deals, ...result.data.filter((d) => !seen.has(d.id))] };
        }),
      );
    } catch {
      toast.error("Failed to load deals");
    } finally {
      setLoadingMore(null);
    }
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveDeal(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "To move a deal, press Space or Enter to pick it up, use the arrow keys to choose a column, then press Space or Enter to drop it, or Escape to cancel.",
        },
      }}
    >
      <div ref={scroller} className="overflow-x-auto pb-2">
        <div
          className={cn("grid gap-3", columns.length > 5 ? "min-w-[1200px] grid-cols-6" : "min-w-[1000px] grid-cols-5")}
          data-testid="deals-board"
        >
          {columns.map((column) => (
            <BoardColumnView
              key={column.status}
              column={column}
              loadingMore={loadingMore === column.status}
              onShowMore={() => showMore(column)}
              archive={query.archived}
            />
          ))}
        </div>
      </div>
      {/* with the Closed Lost column shown, the column is where lost deals are dropped */}
      {columns.some((c) => c.status === LOST) || query.archived ? null : <LostZone active={activeDeal !== null} />}
      <Dialog open={losing !== null} onOpenChange={(open) => (open ? undefined : setLosing(null))}>
        <DialogContent>
          <form onSubmit={confirmLost} noValidate className="space-y-4" data-testid="lost-reason-form">
            <DialogHeader>
              <DialogTitle>Mark {losing?.title} Closed Lost?</DialogTitle>
              <DialogDescription>Say why it was lost: it is kept with the deal and its history.</DialogDescription>
            </DialogHeader>
            <div className="space-y-1.5">
              <Label htmlFor="board-lost-reason">Lost reason</Label>
              <Input
                id="board-lost-reason"
                value={lostReason}
                maxLength={500}
                required
                autoFocus
                onChange={(e) => {
                  setLostReason(e.target.value);
                  setLostError(null);
                }}
                aria-invalid={lostError ? true : undefined}
                aria-describedby={lostError ? "board-lost-reason-error" : undefined}
              />
              {lostError ? (
                <p id="board-lost-reason-error" className="text-sm text-destructive">
                  {lostError}
                </p>
              ) : null}
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" data-testid="confirm-lost">
                Mark Closed Lost
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <DragOverlay dropAnimation={null}>
        {activeDeal ? (
          <div className={dealCardClasses("w-60 cursor-grabbing shadow-lg ring-2 ring-primary")}>
            <DealCardBody deal={activeDeal} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

function BoardColumnView({
  column,
  loadingMore,
  onShowMore,
  archive,
}: {
  column: BoardColumn;
  loadingMore: boolean;
  onShowMore: () => void;
  archive: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: column.status, disabled: archive });
  const label = DEAL_STATUS_NAMES[column.status];
  const headingId = `deals-column-${column.status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`deals-column-${column.status}`}
      className={cn(
        "flex min-h-64 flex-col rounded-lg border bg-muted/40 p-2 transition-colors",
        isOver && "border-primary bg-accent",
      )}
    >
      <header className="mb-2 px-1">
        <div className="flex items-center justify-between gap-2">
          <h3 id={headingId} className="text-sm font-semibold">
            {label}
          </h3>
          <span
            className="rounded-full bg-background px-2 py-0.5 text-xs font-medium tabular-nums"
            data-testid="column-count"
            aria-label={`${column.count} deals`}
          >
            {column.count}
          </span>
        </div>
        <p className="mt-1 text-xs text-muted-foreground tabular-nums" data-testid="column-figures">
          <span data-testid="column-total">{formatUsd(column.total)}</span> value ·{" "}
          <span data-testid="column-commission">{formatUsd(column.commission)}</span> commission
          {column.status === "closed_won" ? " earned" : null}
        </p>
        {column.status !== "closed_won" && column.status !== LOST ? (
          <p className="text-xs text-muted-foreground" data-testid="column-commission-note">
            weighted by probability
          </p>
        ) : null}
      </header>
      <ul className="flex flex-1 flex-col gap-2" aria-label={archive ? `Archived ${label} deals` : `${label} deals`}>
        {column.deals.map((deal) => (
          <li key={deal.id}>{archive ? <ArchivedDeal deal={deal} /> : <DraggableDeal deal={deal} />}</li>
        ))}
      </ul>
      {column.deals.length < column.count ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="mt-2"
          onClick={onShowMore}
          disabled={loadingMore}
          data-testid={`show-more-${column.status}`}
        >
          {loadingMore ? "Loading deals..." : `Show more (${column.count - column.deals.length})`}
        </Button>
      ) : null}
    </section>
  );
}

function DraggableDeal({ deal }: { deal: BoardDeal }) {
  const router = useRouter();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: deal.id,
    data: { status: deal.status },
  });
  // a click opens the deal; the click that ends a drag does not
  const dragged = useRef(false);
  useEffect(() => {
    if (isDragging) dragged.current = true;
  }, [isDragging]);
  const href = `/dashboard/deals/${deal.id}`;
  return (
    <div className="relative">
      <div
        ref={setNodeRef}
        onMouseDownCapture={() => {
          dragged.current = false;
        }}
        onClick={() => {
          if (dragged.current) {
            dragged.current = false;
            return;
          }
          router.push(href);
        }}
        {...attributes}
        {...listeners}
        aria-roledescription="draggable deal"
        aria-label={`${deal.title}, ${formatUsd(deal.value)}, ${deal.probability}%${deal.commission !== null ? `, ${formatUsd(deal.commission)} commission` : ""}`}
        data-testid="deal-card"
        data-deal-id={deal.id}
        className={dealCardClasses(cn("cursor-grab touch-manipulation", isDragging && "opacity-40"))}
      >
        <DealCardBody deal={deal} />
      </div>
      <Link
        href={href}
        className="absolute right-1.5 bottom-1.5 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`Open ${deal.title}`}
        data-testid="deal-open"
      >
        <SquareArrowOutUpRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}

/** A card of the archive: a link to the deal's page (restored from there), not draggable. */
function ArchivedDeal({ deal }: { deal: BoardDeal }) {
  return (
    <Link
      href={`/dashboard/deals/${deal.id}`}
      aria-label={`${deal.title} (archived), ${formatUsd(deal.value)}, ${deal.probability}%`}
      data-testid="deal-card"
      data-deal-id={deal.id}
      className={dealCardClasses("border-dashed hover:shadow-md")}
    >
      <DealCardBody deal={deal} />
    </Link>
  );
}

function LostZone({ active }: { active: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: LOST });
  return (
    <div
      ref={setNodeRef}
      data-testid="deals-lost-zone"
      className={cn(
        "mt-3 flex items-center justify-center gap-2 rounded-lg border border-dashed p-3 text-sm text-muted-foreground transition-colors",
        active && "border-destructive",
        isOver && "bg-destructive/10 text-foreground",
      )}
    >
      <Ban className="size-4" aria-hidden="true" />
      Drop a deal here to mark it Closed Lost (lost deals leave the board)
    </div>
  );
}
