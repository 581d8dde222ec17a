"use client";

import { useState } from "react";

type Versioned = { version: string };

const sameForm = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A record page's editable state: the record as shown (the server's, or what a save here
 * returned) and its form. The page stays mounted while the server sends the record again after a
 * refresh, so what the agent types meanwhile is kept:
 * - the same version again (this page's own save, read back) refreshes what is shown and keeps
 *   the form;
 * - a new version (changed elsewhere) replaces both when the form has no unsaved edits; with
 *   edits, the form and the version they were made on are kept, so saving them meets the
 *   conflict (409) instead of silently overwriting the other change.
 * `adopt` takes a record this page got from an action (a save, the current version after a
 * conflict), form included.
 */
export function useRecordForm<R extends Versioned, F extends object>(server: R, formOf: (record: R) => F) {
  const [record, setRecord] = useState(server);
  const [form, setForm] = useState(() => formOf(server));
  const [received, setReceived] = useState(server);
  if (server !== received) {
    setReceived(server);
    if (server.version === record.version) setRecord(server);
    else if (sameForm(form, formOf(record))) {
      setRecord(server);
      setForm(formOf(server));
    }
  }
  const adopt = (next: R) => {
    setRecord(next);
    setForm(formOf(next));
  };
  return { record, form, setForm, adopt };
}
