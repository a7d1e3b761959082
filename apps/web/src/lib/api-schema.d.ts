// Generated from the server's OpenAPI document by `npm run api:types`: do not edit.

export interface paths {
    "/api/dev/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mail kept by the dev mailbox, newest first */
        get: {
            parameters: {
                query?: {
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: {
                                content: string;
                                contentType: string;
                                /** @enum {string} */
                                encoding?: "base64";
                                filename: string;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            html: string | null;
                            /** Format: uuid */
                            id: string;
                            subject: string;
                            text: string;
                            to: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Manage Bookings: search (client, phone, plate, REQ number), filters (status, local dates, mechanic, source) and keyset pages */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    from?: string;
                    limit?: number;
                    mechanicId?: string | "unassigned";
                    order?: "asc" | "desc";
                    search?: string;
                    source?: "staff" | "online";
                    status?: "pending" | "confirmed" | "in_progress" | "completed" | "cancelled" | "no_show";
                    to?: string;
                    when?: "upcoming" | "past" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AppointmentList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Book an appointment: the client's vehicle, services (duration = their sum), a mechanic, 'any' free one or none, and a start from the free slots; 409 availability_conflict (send bookAnyway to override) or slot_taken with fresh slots */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A retried request with the same key returns the booking it already made; the key sent with a different request is refused (422) */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        bookAnyway?: boolean;
                        /** Format: uuid */
                        clientId: string;
                        mechanicId: (string | "any") | null;
                        notes?: string | null;
                        serviceIds: string[];
                        /** Format: date-time */
                        startsAt: string;
                        vehicleId: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AppointmentDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BookingProblem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One booking with its services, client, vehicle, mechanic and history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AppointmentDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Reschedule (drag), resize, reassign, or change services, vehicle or notes; fields left out stay; 409 as for booking, or when the booking is no longer pending or confirmed */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        bookAnyway?: boolean;
                        /** Format: date-time */
                        endsAt?: string;
                        mechanicId?: (string | "any") | null;
                        notes?: string | null;
                        serviceIds?: string[];
                        /** Format: date-time */
                        startsAt?: string;
                        vehicleId?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AppointmentDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BookingProblem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/appointments/{id}/transitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm, check in (opens the job order with mileage in and the promised time), complete, cancel (with a reason) or mark a no-show; 409 when the status does not allow it, 422 when check-in's mileage in is below the vehicle's last recorded mileage or its promised time has passed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "confirm" | "check_in" | "complete" | "cancel" | "no_show";
                        /** @default null */
                        mileageIn?: number | null;
                        /** @default null */
                        promisedAt?: string | null;
                        reason?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AppointmentDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every appointment overlapping [from, to) (at most 42 days), in start order */
        get: {
            parameters: {
                query: {
                    from: string;
                    mechanicId?: string | "unassigned";
                    status?: "pending" | "confirmed" | "in_progress" | "completed" | "cancelled" | "no_show";
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Calendar"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new secret iCalendar address for your own schedule (your phone subscribes to it); the previous one stops working */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CalendarFeed"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        /** Stop sharing your schedule: your calendar address stops working */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A person's attendance entries that began between two shop dates (inclusive), with breaks and corrections; admin and manager see anyone's, others their own (403) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    userId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                autoClosed: boolean;
                                breaks: {
                                    endedAt: string | null;
                                    startedAt: string;
                                }[];
                                changes: {
                                    action: string;
                                    actorName: string;
                                    occurredAt: string;
                                    reason: string | null;
                                }[];
                                clockedInAt: string;
                                clockedOutAt: string | null;
                                /** Format: uuid */
                                id: string;
                                locked: boolean;
                                /** Format: uuid */
                                userId: string;
                                workedHours: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Add a missed entry with a reason (kept in its history); 400 naming the field when it overlaps, is negative or longer than 24 h; 409 inside an approved timesheet */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        breaks?: {
                            /** Format: date-time */
                            endedAt: string;
                            /** Format: date-time */
                            startedAt: string;
                        }[];
                        /** Format: date-time */
                        clockedInAt: string;
                        /** Format: date-time */
                        clockedOutAt: string;
                        reason: string;
                        /** Format: uuid */
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            autoClosed: boolean;
                            breaks: {
                                endedAt: string | null;
                                startedAt: string;
                            }[];
                            changes: {
                                action: string;
                                actorName: string;
                                occurredAt: string;
                                reason: string | null;
                            }[];
                            clockedInAt: string;
                            clockedOutAt: string | null;
                            /** Format: uuid */
                            id: string;
                            locked: boolean;
                            /** Format: uuid */
                            userId: string;
                            workedHours: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/attendance/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Correct an entry's clock-in, clock-out and breaks with a reason (kept in its history); 400 naming the field when it overlaps, is negative or longer than 24 h; 409 inside an approved timesheet */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        breaks?: {
                            /** Format: date-time */
                            endedAt: string;
                            /** Format: date-time */
                            startedAt: string;
                        }[];
                        /** Format: date-time */
                        clockedInAt?: string;
                        /** Format: date-time */
                        clockedOutAt?: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            autoClosed: boolean;
                            breaks: {
                                endedAt: string | null;
                                startedAt: string;
                            }[];
                            changes: {
                                action: string;
                                actorName: string;
                                occurredAt: string;
                                reason: string | null;
                            }[];
                            clockedInAt: string;
                            clockedOutAt: string | null;
                            /** Format: uuid */
                            id: string;
                            locked: boolean;
                            /** Format: uuid */
                            userId: string;
                            workedHours: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opening hours, closures, and each mechanic's hours and time off over local dates (a mechanic sees their own) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Availability"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/availability/closures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close the shop for whole days (a holiday), first and last day inclusive */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        endsOn: string;
                        name: string;
                        /** Format: date */
                        startsOn: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShopClosure"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/availability/closures/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a closure */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/availability/mechanics/{id}/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a mechanic's weekly working hours; null: the shop's opening hours */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hours: {
                            end: string;
                            start: string;
                            weekday: number;
                        }[] | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hours: {
                                end: string;
                                start: string;
                                weekday: number;
                            }[] | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/availability/opening-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the shop's weekly opening hours (a day without ranges is closed) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hours: {
                            end: string;
                            start: string;
                            weekday: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hours: {
                                end: string;
                                start: string;
                                weekday: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/availability/time-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a mechanic's time off in the shop's local time, whole days or a partial range (a mechanic: their own) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        allDay: true;
                        /** Format: date */
                        endsOn: string;
                        /** Format: uuid */
                        mechanicId: string;
                        reason?: string | null;
                        /** Format: date */
                        startsOn: string;
                    } | {
                        /** @enum {boolean} */
                        allDay: false;
                        endsAt: string;
                        /** Format: uuid */
                        mechanicId: string;
                        reason?: string | null;
                        startsAt: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TimeOff"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/availability/time-off/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove time off (a mechanic: their own) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/booking-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's booking rules (online booking, buffer, notice, horizon, cut-off, slot step) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BookingSettings"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change booking rules; fields left out keep their value */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bufferMinutes?: number;
                        cutoffHours?: number;
                        horizonDays?: number;
                        noticeMinutes?: number;
                        onlineBookingAutoConfirm?: boolean;
                        onlineBookingEnabled?: boolean;
                        slotMinutes?: 5 | 10 | 15 | 20 | 30 | 60;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BookingSettings"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/booking-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Free start times for the chosen services (duration = their sum) per local date, with how many mechanics are free for each */
        get: {
            parameters: {
                query: {
                    excludeAppointmentId?: string;
                    from: string;
                    mechanicId?: string | "any";
                    serviceIds: string;
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BookingSlots"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar-feed/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A mechanic's live bookings from 30 days ago to 90 days ahead as iCalendar (text/calendar), by the secret address */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/canned-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's canned jobs by name (active=true: those offered on job orders) */
        get: {
            parameters: {
                query?: {
                    active?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            currency?: string;
                            items: components["schemas"]["CannedJobView"][];
                            laborRate?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Save a set of lines to add to job orders in one click; 409 when the name is taken */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default true */
                        active?: boolean;
                        description?: string | null;
                        lines: ({
                            description: string;
                            /** @enum {string} */
                            kind: "labor";
                            /** @enum {string} */
                            pricing: "flat" | "hourly";
                            quantity: string | number;
                            /** @default null */
                            serviceId?: string | null;
                            unitPrice: string | number;
                        } | {
                            description: string;
                            /** @default null */
                            inventoryItemId?: string | null;
                            /** @enum {string} */
                            kind: "part";
                            partNumber?: string | null;
                            quantity: string | number;
                            unitCost?: string | number | null;
                            unitPrice: string | number;
                        } | {
                            amount: string | number;
                            description: string;
                            /** @enum {string} */
                            kind: "fee";
                        } | {
                            amount?: string | number | null;
                            description: string;
                            /** @enum {string} */
                            kind: "discount";
                            percent?: string | number | null;
                        })[];
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CannedJobView"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/canned-jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a canned job; job orders keep the lines they took from it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Replace a canned job (name, description, lines, active); 409 when the name is taken */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default true */
                        active?: boolean;
                        description?: string | null;
                        lines: ({
                            description: string;
                            /** @enum {string} */
                            kind: "labor";
                            /** @enum {string} */
                            pricing: "flat" | "hourly";
                            quantity: string | number;
                            /** @default null */
                            serviceId?: string | null;
                            unitPrice: string | number;
                        } | {
                            description: string;
                            /** @default null */
                            inventoryItemId?: string | null;
                            /** @enum {string} */
                            kind: "part";
                            partNumber?: string | null;
                            quantity: string | number;
                            unitCost?: string | number | null;
                            unitPrice: string | number;
                        } | {
                            amount: string | number;
                            description: string;
                            /** @enum {string} */
                            kind: "fee";
                        } | {
                            amount?: string | number | null;
                            description: string;
                            /** @enum {string} */
                            kind: "discount";
                            percent?: string | number | null;
                        })[];
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CannedJobView"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clients of your workshop: search, tag filter, sort and keyset pages */
        get: {
            parameters: {
                query?: {
                    alsoVisitedFrom?: string;
                    alsoVisitedTo?: string;
                    archived?: "true" | "false";
                    cursor?: string;
                    firstVisitFrom?: string;
                    firstVisitTo?: string;
                    lastVisitBefore?: string;
                    limit?: number;
                    order?: "asc" | "desc";
                    search?: string;
                    sort?: "createdAt" | "name" | "vehicleCount" | "totalSpend" | "lastServiceDate";
                    tag?: "VIP" | "Premium" | "Regular";
                    visitedFrom?: string;
                    visitedTo?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClientList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Add a client */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A retried request with the same key returns the client already created; the key sent with a different request is refused (422) */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string | null;
                        city?: string | null;
                        company?: string | null;
                        country?: string | null;
                        dateOfBirth?: ("" | string) | null;
                        email?: ("" | string) | null;
                        emergencyContactName?: string | null;
                        emergencyContactPhone?: string | null;
                        emergencyContactRelation?: string | null;
                        name: string;
                        notes?: string | null;
                        phone: string;
                        postalCode?: string | null;
                        preferredContact?: ("" | "email" | "phone" | "sms" | "whatsapp") | null;
                        state?: string | null;
                        tags?: string[];
                        taxId?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Client"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            detail?: string;
                            duplicates?: components["schemas"]["ClientDuplicate"][];
                            errors?: {
                                message: string;
                                path: string;
                            }[];
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One client */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Client"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Archive a client: it leaves the lists, its history stays */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a client; fields left out stay as they are */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string | null;
                        city?: string | null;
                        company?: string | null;
                        country?: string | null;
                        dateOfBirth?: ("" | string) | null;
                        email?: ("" | string) | null;
                        emergencyContactName?: string | null;
                        emergencyContactPhone?: string | null;
                        emergencyContactRelation?: string | null;
                        name?: string;
                        notes?: string | null;
                        phone?: string;
                        postalCode?: string | null;
                        preferredContact?: ("" | "email" | "phone" | "sms" | "whatsapp") | null;
                        state?: string | null;
                        tags?: string[];
                        taxId?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Client"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            detail?: string;
                            duplicates?: components["schemas"]["ClientDuplicate"][];
                            errors?: {
                                message: string;
                                path: string;
                            }[];
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/clients/{id}/communications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client's messages and interactions, newest first (keyset pages) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CommunicationList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Record an interaction; an e-mail is sent to the client (status sent, or failed with the reason) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A retried request with the same key returns the interaction already recorded; the key sent with a different request is refused (422) */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        notes?: string | null;
                        /** Format: date-time */
                        occurredAt?: string;
                        subject?: string | null;
                        /** @enum {string} */
                        type: "email" | "phone" | "sms" | "whatsapp" | "note";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Communication"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}/communications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the client's messages to the shop as read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}/portal-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail the client a link that gives them portal access (one use, 7 days) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sentTo: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore an archived client: it is back in the lists (409 if its e-mail is taken) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Client"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            detail?: string;
                            duplicates?: components["schemas"]["ClientDuplicate"][];
                            errors?: {
                                message: string;
                                path: string;
                            }[];
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}/service-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client's completed services with their lines and totals, newest first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    vehicleId?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ServiceHistoryList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active clients with this e-mail or phone, to offer them before adding another (the one edited aside) */
        get: {
            parameters: {
                query?: {
                    email?: string;
                    excludeId?: string;
                    phone?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClientDuplicate"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every client matching the search and tag as a CSV file (clients.csv) */
        get: {
            parameters: {
                query?: {
                    alsoVisitedFrom?: string;
                    alsoVisitedTo?: string;
                    firstVisitFrom?: string;
                    firstVisitTo?: string;
                    lastVisitBefore?: string;
                    search?: string;
                    tag?: "VIP" | "Premium" | "Regular";
                    visitedFrom?: string;
                    visitedTo?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Client names for an owner select, in name order */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClientOption"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Client counts: total, active in the last 12 months, VIP or Premium */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClientStats"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contact-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request a demo or contact the Pitstop team */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        message: string;
                        name: string;
                        /** @default  */
                        shopName?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/credit-notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One credit note with its lines and what has been refunded of it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreditNote"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/credit-notes/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The credit note as a PDF (CN-2026-00003.pdf); ?download=1 for a download */
        get: {
            parameters: {
                query?: {
                    /** @description 1: as an attachment (a download) instead of inline */
                    download?: "0" | "1";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your workshop's live figures, recent clients and recent services (a mechanic's: their own jobs'; revenue only with reports access) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activeClients: number;
                            clients: number;
                            openJobOrders: number;
                            premiumClients: number;
                            recentClients: {
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            recentServices: {
                                clientName: string;
                                /** Format: date */
                                date: string;
                                /** Format: uuid */
                                id: string;
                                services: string;
                                total: string;
                                vehicle: string | null;
                            }[];
                            revenueThisMonth: {
                                /** @enum {string} */
                                scope: "shop" | "own";
                                total: string;
                            } | null;
                            vehicles: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/kpis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dashboard Overview's KPI cards (admin and manager): revenue, car count, ARO, ELR, GP % and close ratio for this month so far, each with its change against the same number of days before and its last 12 months */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DashboardKpis"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/service-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Service Requests panel: your workshop's pending and confirmed bookings from today on, soonest first (a mechanic's: their own) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ServiceRequests"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/technician": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A mechanic's queue (open assigned jobs by promised time) and stat strip: services completed, average rating, earnings this month, response time; an admin may name the mechanic */
        get: {
            parameters: {
                query?: {
                    mechanicId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MechanicDashboard"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/declined-work/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Dismiss open declined work; 409 once it is accepted or dismissed */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "dismissed";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeclinedWork"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/demo-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quick-login demo accounts, when this installation has them */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accounts: {
                                email: string;
                                label: string;
                                /** @enum {string} */
                                role: "admin" | "manager" | "front_desk" | "mechanic" | "client";
                            }[];
                            available: boolean;
                            password: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every staff member and open invitation of your workshop, searched, filtered and sorted; pay for admins only */
        get: {
            parameters: {
                query?: {
                    order?: "asc" | "desc";
                    role?: "admin" | "manager" | "front_desk" | "mechanic";
                    search?: string;
                    sort?: "name" | "role" | "status" | "hireDate" | "email";
                    status?: "active" | "invited" | "deactivated";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmployeeList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Add an employee: their record and the invitation mailed to them at once (409 for a member or an open invitation of the same e-mail) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        certifications?: {
                            expiresOn?: string | null;
                            name: string;
                        }[];
                        email: string;
                        fullName: string;
                        hireDate?: string | null;
                        pay?: components["schemas"]["EmployeePayInputInput"] | null;
                        phone?: string;
                        /** @enum {string} */
                        role: "admin" | "manager" | "front_desk" | "mechanic";
                        skills?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmployeeDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An employee by record or account id, with their work to reassign and their history (admin and manager: anyone; other staff: themselves) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmployeeDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an employee's hire date, calendar colour, phone or skills */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        calendarColor?: string | null;
                        hireDate?: string | null;
                        phone?: string | null;
                        skills?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmployeeDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/employees/{id}/certifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a certification (e.g. ASE A5) with its expiry date */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        expiresOn?: string | null;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmployeeDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{id}/certifications/{certificationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a certification's name or expiry date */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    certificationId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        expiresOn?: string | null;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmployeeDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        /** Remove a certification */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    certificationId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmployeeDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate: sign them out everywhere, keep them off pickers and new work; the answer lists their future bookings and open job orders to reassign (409: the workshop's last active admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmployeeDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an invited employee's invitation; their record goes with it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{id}/invitation/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail an invited employee a new link; the old one stops working */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set how an employee is paid: hourly, flat rate per sold labor hour, or salary per year */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        pay: components["schemas"]["EmployeePayInputInput"] | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmployeeDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivate a deactivated employee */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmployeeDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an employee's role (409: the workshop's last active admin stays admin) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "admin" | "manager" | "front_desk" | "mechanic";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmployeeDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/estimate-links/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The estimate an e-mailed link shows: shop, vehicle, lines with prices and totals; state open, answered or outdated; 404 unknown, 410 expired */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EstimateView"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/estimate-links/{token}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer the estimate: approve or decline every pending line and type your full name; 409 when it was already answered or has changed since it was sent */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        decisions: {
                            /** @enum {string} */
                            approval: "approved" | "declined";
                            /** Format: uuid */
                            jobId: string;
                        }[];
                        signedName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EstimateView"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/estimate-links/{token}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The estimate as a PDF ("Estimate JO-0042.pdf"): the work needed now, soon, then the rest, the totals with tax, what was found good; 404 unknown, 410 expired */
        get: {
            parameters: {
                query?: {
                    /** @description 1: as an attachment (a download) instead of inline */
                    download?: "0" | "1";
                };
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/estimate-links/{token}/photos/{photoId}/{size}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo of the job's completed inspection, shown with the estimate an e-mailed link opens; 404 unknown link, 410 expired */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    photoId: string;
                    /** @description thumbnail (320 px WebP) or display (1600 px JPEG) */
                    size: "thumbnail" | "display";
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live updates (text/event-stream): profile.updated, … */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspection-links/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The inspection a shared link shows: results grouped now / soon / good with photos, and the recommended work; 404 unknown, 410 expired */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SharedInspection"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspection-links/{token}/photos/{photoId}/{size}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo of the inspection a shared link opens; 404 unknown link, 410 expired */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    photoId: string;
                    /** @description thumbnail (320 px WebP) or display (1600 px JPEG) */
                    size: "thumbnail" | "display";
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspection-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's inspection templates, the default first then by name (a shop with none gets the multi-point one) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InspectionTemplateList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Add an inspection template (sections of items: condition, measurement with a unit, or text); 409 when the name is taken */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        isDefault?: boolean;
                        name: string;
                        sections: {
                            items: {
                                key?: string;
                                /** @enum {string} */
                                kind: "condition" | "measurement" | "text";
                                label: string;
                                /** @default null */
                                unit?: ("32nds" | "mm" | "in" | "psi" | "kPa" | "V" | "%" | "°F" | "°C") | null;
                            }[];
                            title: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InspectionTemplate"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspection-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a template (items keep their keys; isDefault makes it the default); inspections already started keep their items */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        isDefault?: boolean;
                        name: string;
                        sections: {
                            items: {
                                key?: string;
                                /** @enum {string} */
                                kind: "condition" | "measurement" | "text";
                                label: string;
                                /** @default null */
                                unit?: ("32nds" | "mm" | "in" | "psi" | "kPa" | "V" | "%" | "°F" | "°C") | null;
                            }[];
                            title: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InspectionTemplate"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        /** Remove a template (archived: inspections made from it stay); 409 for the default or the last one */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One inspection with its items by section, their photos, the vehicle's previous answers and the estimate lines made from them */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Inspection"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspections/{id}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Save an item’s answer (condition, measurement, text, notes; a field left out keeps its value); 409 once the inspection is completed */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        condition?: ("good" | "soon" | "now") | null;
                        measurement?: string | null;
                        notes?: string | null;
                        text?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            condition: ("good" | "soon" | "now") | null;
                            estimateLine: {
                                /** @enum {string} */
                                approval: "pending" | "approved" | "declined";
                                description: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "labor" | "part" | "fee" | "discount";
                            } | null;
                            /** Format: uuid */
                            id: string;
                            key: string;
                            /** @enum {string} */
                            kind: "condition" | "measurement" | "text";
                            label: string;
                            measurement: string | null;
                            notes: string | null;
                            photos: components["schemas"]["InspectionPhoto"][];
                            previous: {
                                condition: ("good" | "soon" | "now") | null;
                                /** Format: date-time */
                                inspectedAt: string;
                                /** Format: uuid */
                                inspectionId: string;
                                measurement: string | null;
                            } | null;
                            section: string;
                            text: string | null;
                            unit: ("32nds" | "mm" | "in" | "psi" | "kPa" | "V" | "%" | "°F" | "°C") | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/inspections/{id}/items/{itemId}/estimate-line": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a red or yellow item to the job order's estimate as a line pending the customer's answer, into the job named (jobId) or a new job named after the item; 404 for a job of another job order, 409 for a good item or one already on the estimate */
        post: {
            parameters: {
                query?: {
                    jobId?: string;
                };
                header?: never;
                path: {
                    id: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description: string;
                        /** @enum {string} */
                        kind: "labor";
                        /** @enum {string} */
                        pricing: "flat" | "hourly";
                        quantity: string | number;
                        /** @default null */
                        serviceId?: string | null;
                        unitPrice: string | number;
                    } | {
                        description: string;
                        /** @default null */
                        inventoryItemId?: string | null;
                        /** @enum {string} */
                        kind: "part";
                        partNumber?: string | null;
                        quantity: string | number;
                        unitCost?: string | number | null;
                        unitPrice: string | number;
                    } | {
                        amount: string | number;
                        description: string;
                        /** @enum {string} */
                        kind: "fee";
                    } | {
                        amount?: string | number | null;
                        description: string;
                        /** @enum {string} */
                        kind: "discount";
                        percent?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InspectionEstimateLine"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspections/{id}/items/{itemId}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a photo to an item (multipart/form-data, one file in the field "photo"): JPEG, PNG, WebP or HEIC up to 15 MB, re-encoded upright without its metadata (EXIF location) to a 1600 px display copy and a 320 px thumbnail; 413 too large, 415 another type, 422 unreadable, 409 when the inspection is completed or the item has its 12 photos */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": components["schemas"]["InspectionPhotoUploadInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InspectionPhoto"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspections/{id}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a photo (and its files); 409 when the inspection is completed */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    photoId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspections/{id}/photos/{photoId}/{size}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo's thumbnail or display copy, for the shop's staff (a mechanic on their own jobs) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    photoId: string;
                    /** @description thumbnail (320 px WebP) or display (1600 px JPEG) */
                    size: "thumbnail" | "display";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspections/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the completed inspection: e-mails the client (or `to`) a link to the results, earlier links stop working; 409 while it is in progress, 400 without an e-mail address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message?: string;
                        /** Format: email */
                        to?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InspectionSent"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspections/{id}/transitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish the inspection (complete) or reopen it (the desk; 409 while another inspection of the job order is in progress) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "complete" | "reopen";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Inspection"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Low Stock Alerts: items at or below their reorder point grouped by supplier (none last), with suggested quantities and what is on order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LowStockAlerts"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The categories your items use, alphabetically */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: string[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Inventory Overview: search by SKU, name, brand, part number or barcode (an exact SKU or barcode first); filters by category, supplier, low stock and status; sorts; keyset pages */
        get: {
            parameters: {
                query?: {
                    category?: string;
                    cursor?: string;
                    limit?: number;
                    lowStock?: "true" | "false";
                    order?: "asc" | "desc";
                    search?: string;
                    sort?: "name" | "sku" | "onHand" | "available" | "stockValue" | "updated";
                    status?: "active" | "inactive" | "all";
                    supplierId?: string | "none";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InventoryItemList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Add an item; an opening quantity is received at its cost. 409 when the SKU is taken */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default true */
                        active?: boolean;
                        aftermarketPartNumber?: string | null;
                        barcode?: string | null;
                        brand?: string | null;
                        category?: string | null;
                        cost: string | number;
                        location?: string | null;
                        markupPercent?: string | number | null;
                        name: string;
                        notes?: string | null;
                        oemPartNumber?: string | null;
                        openingQuantity?: string | number | null;
                        price?: string | number | null;
                        reorderPoint?: string | number | null;
                        reorderQuantity?: string | number | null;
                        sku: string;
                        /** @default null */
                        supplierId?: string | null;
                        /** @default true */
                        taxable?: boolean;
                        /** @enum {string} */
                        unit: "each" | "pair" | "set" | "box" | "litre" | "quart" | "gallon" | "metre" | "foot";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InventoryItem"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One item: its figures, pricing, and what open purchase orders will bring */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InventoryItem"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        /** Replace an item’s details (not its stock: movements change that); active=false deactivates it, true reactivates it. 409 when the SKU is taken */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default true */
                        active?: boolean;
                        aftermarketPartNumber?: string | null;
                        barcode?: string | null;
                        brand?: string | null;
                        category?: string | null;
                        cost: string | number;
                        location?: string | null;
                        markupPercent?: string | number | null;
                        name: string;
                        notes?: string | null;
                        oemPartNumber?: string | null;
                        price?: string | number | null;
                        reorderPoint?: string | number | null;
                        reorderQuantity?: string | number | null;
                        sku: string;
                        /** @default null */
                        supplierId?: string | null;
                        /** @default true */
                        taxable?: boolean;
                        /** @enum {string} */
                        unit: "each" | "pair" | "set" | "box" | "litre" | "quart" | "gallon" | "metre" | "foot";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InventoryItem"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/items/{id}/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An item’s stock ledger, newest first: who, when, why, from which job order or purchase order; keyset pages */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    kind?: "receipt" | "consumption" | "return" | "adjustment" | "reservation" | "release";
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StockMovementList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Move stock by hand: a receipt (its unit cost averages the cost), a consumption, a return (to stock or to the supplier) or an adjustment (a count records the difference from on hand, a zero change when it agrees; damage, loss, found). 409 when there is not enough stock and the shop does not allow negative stock */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A retried request with the same key returns the movement already recorded; the key sent with a different request is refused (422) */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "receipt";
                        note?: string | null;
                        quantity: string | number;
                        unitCost?: string | number | null;
                    } | {
                        /** @enum {string} */
                        kind: "consumption";
                        note?: string | null;
                        quantity: string | number;
                    } | {
                        /** @enum {string} */
                        direction: "to_stock" | "to_supplier";
                        /** @enum {string} */
                        kind: "return";
                        note?: string | null;
                        quantity: string | number;
                    } | {
                        /** @enum {string} */
                        kind: "adjustment";
                        note: string;
                        quantity: string | number;
                        /** @enum {string} */
                        reason: "count" | "damage" | "loss" | "found";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StockMovementResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/items/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every item matching the overview’s search and filters as a CSV file (inventory.csv), in the import’s columns */
        get: {
            parameters: {
                query?: {
                    category?: string;
                    lowStock?: "true" | "false";
                    order?: "asc" | "desc";
                    search?: string;
                    sort?: "name" | "sku" | "onHand" | "available" | "stockValue" | "updated";
                    status?: "active" | "inactive" | "all";
                    supplierId?: string | "none";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/items/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a CSV file: every row or none (400 with the errors by line and column); new items get their opening quantity through the ledger, updates never change stock */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        csv: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created: number;
                            updated: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/items/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What importing a CSV file would do, row by row (create or update by SKU), with errors by line and column; nothing is written */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        csv: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InventoryImportPreview"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/ledger-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ledger check: items whose on-hand or reserved figures differ from the sums of their movements (none, unless something wrote around the ledger) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checkedItems: number;
                            mismatches: {
                                /** Format: uuid */
                                itemId: string;
                                ledgerOnHand: string;
                                ledgerReserved: string;
                                onHand: string;
                                reserved: string;
                                sku: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The figures above the overview: active items, their stock value at cost, how many are low; the currency and the negative-stock setting */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InventorySummary"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the workshop of an invitation sent to your e-mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            role: "admin" | "manager" | "front_desk" | "mechanic";
                            shopName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an invitation link offers: workshop, role, invited e-mail */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "manager" | "front_desk" | "mechanic";
                            shopName: string;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "expired";
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoices, newest first: by status, client and invoice date; search by invoice number (INV-2026-00042 or 42), bill-to or client name, or job order number (JO-1042); keyset pages */
        get: {
            parameters: {
                query?: {
                    clientId?: string;
                    cursor?: string;
                    from?: string;
                    limit?: number;
                    search?: string;
                    status?: "draft" | "issued" | "partially_paid" | "paid" | "void" | "credited";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** A draft invoice: from a completed job order (its approved lines, the supplies fee, bill-to, vehicle and mileage; 409 with `invoiceId` when it already has a live invoice), or an empty counter sale for a client or a typed name */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        jobOrderId: string;
                    } | {
                        billToName?: string | null;
                        /** @default null */
                        clientId?: string | null;
                        /** @enum {boolean} */
                        counterSale: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            detail?: string;
                            errors?: {
                                message: string;
                                path: string;
                            }[];
                            /**
                             * Format: uuid
                             * @description The job order's live invoice
                             */
                            invoiceId?: string;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invoice with its lines, tax breakdown, payments, credit notes and history; ETag is its version */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a draft: bill-to, mileage, notes, terms (figures follow the current tax settings); 409 once issued, 412 when If-Match names an older version */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The `version` (ETag) the edit was made on; another one is a 412 */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        billToAddress?: string | null;
                        billToEmail?: ("" | string) | null;
                        billToName?: string;
                        billToPhone?: string | null;
                        mileage?: number | null;
                        notes?: string | null;
                        terms?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/invoices/{id}/credit-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A credit note: the whole invoice, or lines with a quantity (in proportion, never more than is left); numbered CN-<year>-<n>; issued invoices only (409) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        full: boolean;
                        lines?: {
                            /** Format: uuid */
                            invoiceLineId: string;
                            quantity: string | number;
                        }[];
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a draft: the next INV-<year>-<n> number of the shop (no gaps), the invoice date, the due date after the payment terms; it never changes after. 422 without lines or bill-to name */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The `version` (ETag) the edit was made on; another one is a 412 */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A line on a draft (labor, part, fee or discount, as on job orders); 409 once issued */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The `version` (ETag) the edit was made on; another one is a 412 */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description: string;
                        /** @enum {string} */
                        kind: "labor";
                        /** @enum {string} */
                        pricing: "flat" | "hourly";
                        quantity: string | number;
                        /** @default null */
                        serviceId?: string | null;
                        unitPrice: string | number;
                    } | {
                        description: string;
                        /** @default null */
                        inventoryItemId?: string | null;
                        /** @enum {string} */
                        kind: "part";
                        partNumber?: string | null;
                        quantity: string | number;
                        unitCost?: string | number | null;
                        unitPrice: string | number;
                    } | {
                        amount: string | number;
                        description: string;
                        /** @enum {string} */
                        kind: "fee";
                    } | {
                        amount?: string | number | null;
                        description: string;
                        /** @enum {string} */
                        kind: "discount";
                        percent?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/lines/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a draft's line; 409 once issued */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The `version` (ETag) the edit was made on; another one is a 412 */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                    lineId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Replace a draft's line; 409 once issued */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The `version` (ETag) the edit was made on; another one is a 412 */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                    lineId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description: string;
                        /** @enum {string} */
                        kind: "labor";
                        /** @enum {string} */
                        pricing: "flat" | "hourly";
                        quantity: string | number;
                        /** @default null */
                        serviceId?: string | null;
                        unitPrice: string | number;
                    } | {
                        description: string;
                        /** @default null */
                        inventoryItemId?: string | null;
                        /** @enum {string} */
                        kind: "part";
                        partNumber?: string | null;
                        quantity: string | number;
                        unitCost?: string | number | null;
                        unitPrice: string | number;
                    } | {
                        amount: string | number;
                        description: string;
                        /** @enum {string} */
                        kind: "fee";
                    } | {
                        amount?: string | number | null;
                        description: string;
                        /** @enum {string} */
                        kind: "discount";
                        percent?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/invoices/{id}/payment-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A card payment link for the balance, through the configured payment provider; none is configured by default, so this answers 409 "not enabled" */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expiresAt: string | null;
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a payment (cash, card, bank transfer, check, other); never more than the balance due (422); 409 on a draft or void invoice */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A retried request with the same key returns the invoice as the first payment left it, recording nothing more; the key sent with a different request is refused (422) */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string | number;
                        /** @enum {string} */
                        method: "cash" | "card" | "bank_transfer" | "check" | "other";
                        /** Format: date */
                        paidOn: string;
                        reference?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice as a PDF (INV-2026-00042.pdf; a draft is "Draft invoice.pdf", marked DRAFT): inline, or a download with ?download=1 */
        get: {
            parameters: {
                query?: {
                    /** @description 1: as an attachment (a download) instead of inline */
                    download?: "0" | "1";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay money back for a credit note: at most what the invoice was overpaid by and what the credit note has left (422) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A retried request with the same key returns the invoice as the first refund left it, recording nothing more; the key sent with a different request is refused (422) */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string | number;
                        /** Format: uuid */
                        creditNoteId: string;
                        /** @enum {string} */
                        method: "cash" | "card" | "bank_transfer" | "check" | "other";
                        /** Format: date */
                        paidOn: string;
                        reference?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/remind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail an overdue reminder with the PDF to the bill-to address; issued invoices with a balance past their due date only (409) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            to: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail the invoice PDF to the bill-to address (or `to`) through the mail queue; issued invoices only (409), 422 without an address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        to?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            to: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/send/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The mail Send would queue now, to the bill-to address (or `to`): subject, text and HTML parts, attachment names; refused as Send refuses (409 not issued, 422 without an address) */
        get: {
            parameters: {
                query?: {
                    to?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: {
                                filename: string;
                            }[];
                            html: string | null;
                            subject: string;
                            text: string;
                            to: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Void a draft (with a reason): it uses no number and frees its job order; issued invoices are corrected with credit notes (409) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The issued invoices of a period (by invoice date) as CSV, in number order: number, date, due, client, vehicle, net, tax, total, credited, paid, balance, status */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Job Order List (all, newest first), Pending (open, oldest first) or Completed: search by number, client, plate or VIN; filters by status, mechanic, sold service, canned job and local dates; sorts; keyset pages */
        get: {
            parameters: {
                query?: {
                    cannedJobId?: string;
                    cursor?: string;
                    from?: string;
                    limit?: number;
                    mechanicId?: string | "unassigned";
                    order?: "asc" | "desc";
                    search?: string;
                    serviceId?: string;
                    sort?: "opened" | "promised" | "number" | "total" | "completed";
                    status?: "estimate" | "awaiting_approval" | "approved" | "in_progress" | "waiting_for_parts" | "ready_for_pickup" | "completed" | "cancelled";
                    to?: string;
                    view?: "all" | "pending" | "completed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobOrderList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** A walk-in job order: the client's vehicle, mileage in, the concern, the promised time and a mechanic; opens as an estimate. 422 when mileage in is below the vehicle's last recorded mileage or the promised time has passed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        clientId: string;
                        concern: string;
                        mechanicId: string | null;
                        mileageIn: number | null;
                        /** @default null */
                        promisedAt?: string | null;
                        /** Format: uuid */
                        vehicleId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobOrderDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One job order with its lines, totals, latest estimate, clocked time, declined work offered again and history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobOrderDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the concern, mileage in, promised time, mechanic or notes (a mechanic: the notes of their jobs); 409 once completed or cancelled */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        concern?: string;
                        mechanicId?: string | null;
                        mileageIn?: number | null;
                        notes?: string | null;
                        promisedAt?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobOrderDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/job-orders/{id}/canned-jobs/{cannedJobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a canned job as a new job: its lines at their saved prices, pending the customer's answer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cannedJobId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobOrderDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-orders/{id}/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start or stop your own clock on a job order (a mechanic's assigned job); starting stops your clock on any other job and starts the work of an approved job; 409 when the job is not approved work or your clock is not running on it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "start" | "stop";
                        /** Format: uuid */
                        jobId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobClock"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-orders/{id}/declined-work/{declinedWorkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add again work the customer declined on an earlier job order of the same vehicle; the declined work is accepted */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    declinedWorkId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobOrderDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-orders/{id}/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the estimate: e-mails the client (or `to`) a 14-day link to approve or decline each pending line (earlier links stop working); 409 without lines or without an e-mail address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        to?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answeredAt: string | null;
                            answeredVia: ("link" | "portal" | "staff") | null;
                            approvedTotal: string | null;
                            /** Format: uuid */
                            id: string;
                            outdated: boolean;
                            presentedTotal: string;
                            revision: number;
                            sentAt: string;
                            sentTo: string | null;
                            signedName: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-orders/{id}/estimate/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The estimate of the job order as it stands, as a PDF ("Estimate JO-0042.pdf"), for the desk to print or hand over: job by job, the totals with tax, what was found good */
        get: {
            parameters: {
                query?: {
                    /** @description 1: as an attachment (a download) instead of inline */
                    download?: "0" | "1";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-orders/{id}/estimate/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The mail Send estimate would queue now, to the client's address (or `to`): subject, text and HTML parts (the link's token is made by the send); refused as the send refuses (409) */
        get: {
            parameters: {
                query?: {
                    to?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: {
                                filename: string;
                            }[];
                            html: string | null;
                            subject: string;
                            text: string;
                            to: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-orders/{id}/inspections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start an inspection of the job's vehicle from a template (the shop's default unless templateId); 409 when the job order is completed or cancelled, or while one of its inspections is in progress */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        templateId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Inspection"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-orders/{id}/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a job: one customer concern (its name and complaint, and the cause and correction once known), empty at the end */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cause?: string | null;
                        complaint?: string | null;
                        correction?: string | null;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobOrderDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-orders/{id}/jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an empty job (409 while it has lines, or when it is the job order's only one) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    jobId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobOrderDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a job's name, complaint, cause or correction; fields left out stay */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    jobId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cause?: string | null;
                        complaint?: string | null;
                        correction?: string | null;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobOrderDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/job-orders/{id}/jobs/{jobId}/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a labor, part, fee or discount line to a job (pending the customer's answer); prices as for …/lines */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    jobId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description: string;
                        /** @enum {string} */
                        kind: "labor";
                        /** @enum {string} */
                        pricing: "flat" | "hourly";
                        quantity: string | number;
                        /** @default null */
                        serviceId?: string | null;
                        unitPrice: string | number;
                    } | {
                        description: string;
                        /** @default null */
                        inventoryItemId?: string | null;
                        /** @enum {string} */
                        kind: "part";
                        partNumber?: string | null;
                        quantity: string | number;
                        unitCost?: string | number | null;
                        unitPrice: string | number;
                    } | {
                        amount: string | number;
                        description: string;
                        /** @enum {string} */
                        kind: "fee";
                    } | {
                        amount?: string | number | null;
                        description: string;
                        /** @enum {string} */
                        kind: "discount";
                        percent?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobOrderDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-orders/{id}/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a labor, part, fee or discount line to the last job (pending the customer's answer); prices are the desk's unless the shop lets mechanics edit them */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description: string;
                        /** @enum {string} */
                        kind: "labor";
                        /** @enum {string} */
                        pricing: "flat" | "hourly";
                        quantity: string | number;
                        /** @default null */
                        serviceId?: string | null;
                        unitPrice: string | number;
                    } | {
                        description: string;
                        /** @default null */
                        inventoryItemId?: string | null;
                        /** @enum {string} */
                        kind: "part";
                        partNumber?: string | null;
                        quantity: string | number;
                        unitCost?: string | number | null;
                        unitPrice: string | number;
                    } | {
                        amount: string | number;
                        description: string;
                        /** @enum {string} */
                        kind: "fee";
                    } | {
                        amount?: string | number | null;
                        description: string;
                        /** @enum {string} */
                        kind: "discount";
                        percent?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobOrderDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-orders/{id}/lines/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a line (prices as for adding); declined work it offered is open again */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    lineId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobOrderDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Replace a line (back to pending; prices as for adding), move it to another job, or mark its work done (a mechanic on their job too) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    lineId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        done?: boolean;
                        /** Format: uuid */
                        jobId?: string;
                        line?: {
                            description: string;
                            /** @enum {string} */
                            kind: "labor";
                            /** @enum {string} */
                            pricing: "flat" | "hourly";
                            quantity: string | number;
                            /** @default null */
                            serviceId?: string | null;
                            unitPrice: string | number;
                        } | {
                            description: string;
                            /** @default null */
                            inventoryItemId?: string | null;
                            /** @enum {string} */
                            kind: "part";
                            partNumber?: string | null;
                            quantity: string | number;
                            unitCost?: string | number | null;
                            unitPrice: string | number;
                        } | {
                            amount: string | number;
                            description: string;
                            /** @enum {string} */
                            kind: "fee";
                        } | {
                            amount?: string | number | null;
                            description: string;
                            /** @enum {string} */
                            kind: "discount";
                            percent?: string | number | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobOrderDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/job-orders/{id}/lines/{lineId}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The desk answers one line for the customer (approved or declined, given by phone or at the counter); a declined line's work stays on the vehicle as declined work; 409 for a discount or invoiced work */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    lineId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        approval: "approved" | "declined";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobOrderDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-orders/{id}/time-entries/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Correct a clocked entry's start, end and note; the job order's history keeps the change */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entryId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        endedAt: string;
                        note?: string | null;
                        /** Format: date-time */
                        startedAt: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobClock"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/job-orders/{id}/transitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record approval, start work, wait for parts, resume, mark ready, complete (mileage out; needs the issued invoice, paid unless the shop allows unpaid pickup) or cancel (with a reason); 409 when the status or the invoice does not allow it. Estimates are sent with POST /job-orders/{id}/estimate */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "send_estimate" | "record_approval" | "start_work" | "wait_for_parts" | "resume_work" | "mark_ready" | "back_to_work" | "complete" | "cancel";
                        /** @default null */
                        mileageOut?: number | null;
                        reason?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobOrderDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            detail?: string;
                            errors?: {
                                message: string;
                                path: string;
                            }[];
                            /** @description Complete refused for the invoice (pickup_needs_invoice, pickup_needs_payment): the live invoice, null when there is none */
                            invoiceId?: string | null;
                            status: number;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-orders/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop board: every open job order (or one mechanic's, or the unassigned ones) with its vehicle, client, mechanic, promised time, late flag, inspection colours and unread customer answers; every staff member sees the whole board */
        get: {
            parameters: {
                query?: {
                    mechanicId?: string | "unassigned";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobOrderBoard"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person: account and profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update your own name and phone */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName?: string | null;
                        fullName?: string | null;
                        lastName?: string | null;
                        phone?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/me/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your running clock (job order and start), or null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            entryId: string;
                            /** Format: uuid */
                            jobOrderId: string;
                            number: number;
                            startedAt: string;
                        } | null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Car owners' messages to your workshop, online bookings waiting for confirmation, customers' estimate answers, time-off requests to decide and decisions on your own, unread first, then newest first (keyset pages) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/estimate-answers/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a customer's estimate answer (a notification's id) as read for the shop; 404 when it is not one you can see */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/time-off/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the decision on your own time-off request (a notification's id) as read; 404 when it is not your decided request */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/people-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pay period, its anchor, overtime after weekly hours, the overtime multiplier and comeback days */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            comebackDays: number;
                            overtimeMultiplier: string;
                            overtimeWeeklyHours: string;
                            /** @enum {string} */
                            payPeriod: "weekly" | "biweekly" | "semimonthly";
                            payPeriodAnchor: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the people settings given (400 naming the field); kept in the history */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comebackDays?: number;
                        overtimeMultiplier?: string;
                        overtimeWeeklyHours?: string;
                        /** @enum {string} */
                        payPeriod?: "weekly" | "biweekly" | "semimonthly";
                        /** Format: date */
                        payPeriodAnchor?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            comebackDays: number;
                            overtimeMultiplier: string;
                            overtimeWeeklyHours: string;
                            /** @enum {string} */
                            payPeriod: "weekly" | "biweekly" | "semimonthly";
                            payPeriodAnchor: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Performance Metrics for a period in the shop's time zone: per technician hours sold, worked and clocked in, efficiency, productivity, proficiency, labor revenue and rate, jobs, comebacks, rating and response time; per front-desk person estimates, close ratio and average repair order; a 12-week series per figure and team totals */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    period?: "this-week" | "this-month" | "last-month" | "custom";
                    to?: string;
                    userId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PerformanceReport"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/booking-workshops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where you can book: your workshops and those that take online bookings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BookingWorkshop"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your bookings: upcoming (soonest first) and past (latest first) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OwnerBookingList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Book a service online: you become the workshop’s client if you are not yet; 409 slot_taken with fresh slots when the time was just taken */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A retried request with the same key returns the booking it already made; the key sent with a different request is refused (422) */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        notes?: string | null;
                        serviceIds: string[];
                        /** Format: uuid */
                        shopId: string;
                        /** Format: date-time */
                        startsAt: string;
                        /** Format: uuid */
                        vehicleId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OwnerBookingDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BookingProblem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your bookings, with its history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OwnerBookingDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move your booking to another free time (until the workshop's cut-off) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        startsAt: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OwnerBookingDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BookingProblem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/portal/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel your booking (until the workshop's cut-off before the start) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OwnerBookingDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/bookings/{id}/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Free times to move your booking to (its services, in the workshop’s time zone) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BookingSlots"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/communications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your communication history with every workshop, or one of your client records (clientId), newest first */
        get: {
            parameters: {
                query?: {
                    clientId?: string;
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CommunicationList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/communications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark what your workshops sent you as read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your vehicles, upcoming visits, services due, recent services, spend, unread */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OwnerDashboard"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/declined-work": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recommended services: work you declined on an estimate, soonest follow-up first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["OwnerDeclinedWork"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/inspections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The inspections your workshops shared with you, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OwnerInspectionList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/inspections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One inspection of your vehicle that the workshop shared with you */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SharedInspection"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/inspections/{id}/photos/{photoId}/{size}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo of an inspection shared with you, for one of your vehicles */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    photoId: string;
                    /** @description thumbnail (320 px WebP) or display (1600 px JPEG) */
                    size: "thumbnail" | "display";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["Problem"];
                        "image/webp": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a portal invitation link offers: workshop, client name, e-mail */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PortalInvitationPreview"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link the invited client record to your account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OwnerClient"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your invoices from the workshops you are a client of: issued, paid and credited ones (never drafts), newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OwnerInvoiceList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your invoices with its lines, payments, refunds and credit notes (404 for anyone else’s, a draft or a voided one) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OwnerInvoiceDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your invoices as a PDF (404 for anyone else’s); ?download=1 for a download */
        get: {
            parameters: {
                query?: {
                    /** @description 1: as an attachment (a download) instead of inline */
                    download?: "0" | "1";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/job-orders/{id}/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest estimate of one of your job orders, with its state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EstimateView"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/job-orders/{id}/estimate/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer the newest estimate of your job order: approve or decline every pending line and type your full name */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        decisions: {
                            /** @enum {string} */
                            approval: "approved" | "declined";
                            /** Format: uuid */
                            jobId: string;
                        }[];
                        signedName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EstimateView"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/job-orders/{id}/estimate/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest estimate of one of your job orders as a PDF ("Estimate JO-0042.pdf") */
        get: {
            parameters: {
                query?: {
                    /** @description 1: as an attachment (a download) instead of inline */
                    download?: "0" | "1";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write to one of your workshops */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        clientId: string;
                        content: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Communication"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your client record in each workshop you use */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OwnerClient"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/profile/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change your contact details, address or emergency contact at one workshop */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clientId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string | null;
                        city?: string | null;
                        country?: string | null;
                        dateOfBirth?: ("" | string) | null;
                        email?: ("" | string) | null;
                        emergencyContactName?: string | null;
                        emergencyContactPhone?: string | null;
                        emergencyContactRelation?: string | null;
                        name?: string;
                        phone?: string;
                        postalCode?: string | null;
                        preferredContact?: ("" | "email" | "phone" | "sms" | "whatsapp") | null;
                        state?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OwnerClient"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/portal/service-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every completed service on your vehicles, in all your workshops or one of your client records (clientId), newest first */
        get: {
            parameters: {
                query?: {
                    clientId?: string;
                    cursor?: string;
                    limit?: number;
                    vehicleId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ServiceHistoryList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your vehicles in every workshop, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OwnerVehicle"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Add a vehicle to your record at one workshop (VIN unique in that workshop) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        clientId: string;
                        color?: string | null;
                        make: string;
                        mileage?: number | null;
                        model: string;
                        notes?: string | null;
                        registrationNumber?: string | null;
                        /**
                         * @default active
                         * @enum {string}
                         */
                        status?: "active" | "inactive" | "sold" | "scrapped";
                        vin?: string | null;
                        year: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OwnerVehicle"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/portal/vehicles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change one of your vehicles; fields left out keep their value */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        clientId?: string;
                        color?: string | null;
                        make?: string;
                        mileage?: number | null;
                        model?: string;
                        notes?: string | null;
                        registrationNumber?: string | null;
                        /** @enum {string} */
                        status?: "active" | "inactive" | "sold" | "scrapped";
                        vin?: string | null;
                        year?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OwnerVehicle"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/portal/workshops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workshops on Pitstop, with their services and whether you are a client */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkshopSummary"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Become a client of a workshop (links the record it has with your e-mail) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        shopId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OwnerClient"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/workshops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Workshops that take online bookings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PublicWorkshop"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/workshops/{shopId}/booking-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Free times for the chosen services (online rules: notice, horizon), per day */
        get: {
            parameters: {
                query: {
                    excludeAppointmentId?: string;
                    from: string;
                    mechanicId?: string | "any";
                    serviceIds: string;
                    to: string;
                };
                header?: never;
                path: {
                    shopId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BookingSlots"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/workshops/{shopId}/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The services a workshop offers for online booking */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shopId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PublicService"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Purchase Orders, newest first: the open ones (default) or all, by status or supplier; search by PO number or supplier; keyset pages */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    search?: string;
                    status?: "draft" | "ordered" | "partially_received" | "received" | "cancelled";
                    supplierId?: string;
                    view?: "open" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PurchaseOrderList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** A draft purchase order: supplier, expected date, notes and lines */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default null */
                        expectedOn?: string | null;
                        lines: {
                            /** Format: uuid */
                            itemId: string;
                            quantity: string | number;
                            unitCost: string | number;
                        }[];
                        notes?: string | null;
                        /** Format: uuid */
                        supplierId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PurchaseOrder"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One purchase order with its lines (ordered and received), history and currency */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PurchaseOrder"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        /** Replace a draft (supplier, expected date, notes, lines); 409 once it has been sent */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default null */
                        expectedOn?: string | null;
                        lines: {
                            /** Format: uuid */
                            itemId: string;
                            quantity: string | number;
                            unitCost: string | number;
                        }[];
                        notes?: string | null;
                        /** Format: uuid */
                        supplierId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PurchaseOrder"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/order/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The mail Send to supplier would queue now, to the supplier's address (or `to`): subject, text and HTML parts, attachment names; refused as the send refuses (409), 422 without an address (ordered by phone) */
        get: {
            parameters: {
                query?: {
                    to?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: {
                                filename: string;
                            }[];
                            html: string | null;
                            subject: string;
                            text: string;
                            to: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The purchase order as the PDF the supplier receives (PO-0007.pdf) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a delivery: the quantity received per line (never more than is still to come), each a receipt movement at the unit cost paid; the order becomes partially received or received */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A retried request with the same key returns the order as the first receipt left it, receiving nothing more; the key sent with a different request is refused (422) */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        lines: {
                            /** Format: uuid */
                            lineId: string;
                            quantity: string | number;
                            unitCost?: string | number | null;
                        }[];
                        note?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PurchaseOrder"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/transitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** order (Send to supplier: mails the PDF to the supplier or `to`; a supplier without e-mail is ordered by phone), close (a partly received order, with a reason) or cancel (a draft or an order, with a reason); 409 when the status does not allow it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "order" | "close" | "cancel";
                        reason?: string | null;
                        to?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PurchaseOrder"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/from-alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Low Stock Alerts' Create purchase order: the chosen items on one draft per supplier (its open draft when it has one) at their suggested quantities; 400 naming items without a supplier */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            purchaseOrders: {
                                /** Format: uuid */
                                id: string;
                                lineCount: number;
                                number: number;
                                supplier: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** More of an item on its supplier's open draft (added to what it has), or a new draft: a job order's Not enough stock warning */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        itemId: string;
                        quantity: string | number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            purchaseOrders: {
                                /** Format: uuid */
                                id: string;
                                lineCount: number;
                                number: number;
                                supplier: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rating-links/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The completed visit a "How was your visit?" link opens, and its answer if given; 410 once the link has expired */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VisitRatingView"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Rate the visit 1–5 with an optional comment, credited to the job's mechanic; 409 when it was already rated */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment?: string | null;
                        score: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VisitRatingView"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/receivables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Money owed: issued and partially paid invoices with a balance, oldest first, aged from their invoice date in 0–30, 31–60, 61–90 and 90+ days buckets, with the total */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Receivables"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/client-retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Client Retention for a period in the shop's time zone: new and returning clients, retention rate, cohorts by first-visit month, visits per client per year, lifetime value, lapsed clients and top clients */
        get: {
            parameters: {
                query?: {
                    compare?: "previous" | "last-year" | "none";
                    from?: string;
                    groupBy?: "day" | "week" | "month";
                    lapsedMonths?: number;
                    period?: "today" | "this-week" | "this-month" | "last-month" | "this-quarter" | "this-year" | "last-12-months" | "custom";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClientRetentionReport"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/client-retention/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Client Retention report's tables as a CSV file (client-retention.csv) */
        get: {
            parameters: {
                query?: {
                    compare?: "previous" | "last-year" | "none";
                    from?: string;
                    groupBy?: "day" | "week" | "month";
                    lapsedMonths?: number;
                    period?: "today" | "this-week" | "this-month" | "last-month" | "this-quarter" | "this-year" | "last-12-months" | "custom";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/client-retention/lapsed-reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a service reminder to every lapsed client with an e-mail address who did not opt out; recorded in their communication history. One Idempotency-Key is one click: repeated, it sends nothing again */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A retried request with the same key returns the same counts and sends nothing again; the key sent with a different request is refused (422) */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LapsedReminderInputInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LapsedReminderResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/employee-performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Employee Performance: Performance Metrics per person over time, with comparison */
        get: {
            parameters: {
                query?: {
                    compare?: "previous" | "last-year" | "none";
                    from?: string;
                    groupBy?: "day" | "week" | "month";
                    period?: "today" | "this-week" | "this-month" | "last-month" | "this-quarter" | "this-year" | "last-12-months" | "custom";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmployeePerformanceReport"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/employee-performance/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Employee Performance: Performance Metrics per person over time, with comparison — the table as CSV */
        get: {
            parameters: {
                query?: {
                    compare?: "previous" | "last-year" | "none";
                    from?: string;
                    groupBy?: "day" | "week" | "month";
                    period?: "today" | "this-week" | "this-month" | "last-month" | "this-quarter" | "this-year" | "last-12-months" | "custom";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revenue Reports for a period in the shop's time zone, on the accrual (invoiced) or cash (paid) basis: revenue net of credit notes by day, week or month, split into labor, parts and fees, discounts, tax per rate, payments per method, car count, ARO, ELR, gross profit on parts and labor and receivables at the period's end, each with its change against the compared period */
        get: {
            parameters: {
                query?: {
                    basis?: "accrual" | "cash";
                    compare?: "previous" | "last-year" | "none";
                    from?: string;
                    groupBy?: "day" | "week" | "month";
                    period?: "today" | "this-week" | "this-month" | "last-month" | "this-quarter" | "this-year" | "last-12-months" | "custom";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RevenueReport"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/revenue/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revenue Reports for a period in the shop's time zone, on the accrual (invoiced) or cash (paid) basis: revenue net of credit notes by day, week or month, split into labor, parts and fees, discounts, tax per rate, payments per method, car count, ARO, ELR, gross profit on parts and labor and receivables at the period's end, each with its change against the compared period — the table as CSV */
        get: {
            parameters: {
                query?: {
                    basis?: "accrual" | "cash";
                    compare?: "previous" | "last-year" | "none";
                    from?: string;
                    groupBy?: "day" | "week" | "month";
                    period?: "today" | "this-week" | "this-month" | "last-month" | "this-quarter" | "this-year" | "last-12-months" | "custom";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/service-trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service Trends for a period in the shop's time zone, with its comparison: services and canned jobs by jobs, revenue and hours sold per week or month, a month × service heatmap, declined work and its close ratio, the most frequent red and yellow inspection items, parts by quantity used and margin */
        get: {
            parameters: {
                query?: {
                    compare?: "previous" | "last-year" | "none";
                    from?: string;
                    groupBy?: "day" | "week" | "month";
                    period?: "today" | "this-week" | "this-month" | "last-month" | "this-quarter" | "this-year" | "last-12-months" | "custom";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ServiceTrendsReport"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/service-trends/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Service Trends table as CSV: per service and canned job, then the total, jobs, revenue and hours sold with the compared period’s */
        get: {
            parameters: {
                query?: {
                    compare?: "previous" | "last-year" | "none";
                    from?: string;
                    groupBy?: "day" | "week" | "month";
                    period?: "today" | "this-week" | "this-month" | "last-month" | "this-quarter" | "this-year" | "last-12-months" | "custom";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A week of shifts (weekly hours, exceptions), time off and closures of every active staff member; other staff only their own (userId = theirs) */
        get: {
            parameters: {
                query?: {
                    userId?: string;
                    week?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ScheduleWeek"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/schedules/copy-week": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a week's schedule changes to the next week; changes already on those dates are replaced */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        weekStart: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CopyWeekResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/schedules/exceptions/{userId}/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Work these shifts on one date instead of the weekly hours (an extra day, a shorter day; none: off); the weekly pattern is untouched */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    date: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hours: {
                            end: string;
                            start: string;
                        }[];
                        note?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ScheduleException"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        /** Remove a date's change: the person works their weekly hours again that day */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    date: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Global search: clients, vehicles (plate, VIN, make, model) and services */
        get: {
            parameters: {
                query?: {
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bookings: {
                                description: string;
                                /** Format: uuid */
                                id: string;
                                number: string;
                            }[];
                            clients: {
                                email: string | null;
                                /** Format: uuid */
                                id: string;
                                name: string;
                                phone: string | null;
                            }[];
                            invoices: {
                                description: string;
                                /** Format: uuid */
                                id: string;
                                number: string;
                            }[];
                            jobOrders: {
                                description: string;
                                /** Format: uuid */
                                id: string;
                                number: string;
                            }[];
                            services: {
                                category: string;
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            vehicles: {
                                /** Format: uuid */
                                id: string;
                                label: string;
                                ownerName: string;
                                registrationNumber: string | null;
                                vin: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's service catalogue in name order, searched by name or category */
        get: {
            parameters: {
                query?: {
                    includeInactive?: "true" | "false";
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Service"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Add a service to the catalogue */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default true */
                        active?: boolean;
                        category: string;
                        description?: string | null;
                        durationMinutes: number;
                        name: string;
                        price: string | number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Service"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a service; fields left out keep their value */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        active?: boolean;
                        category?: string;
                        description?: string | null;
                        durationMinutes?: number;
                        name?: string;
                        price?: string | number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Service"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/services/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories in use in the catalogue */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/tax-currency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's tax and currency settings: currency and number format, tax name and rates per category, supplies fee, payment terms */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TaxCurrencySettings"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        /** Replace the tax and currency settings; issued invoices keep the settings they were issued with */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
                        defaultTaxRate: string | number;
                        fees: {
                            rate?: string | number | null;
                            /** @enum {string} */
                            treatment: "default" | "custom" | "exempt";
                        };
                        invoiceTerms?: string | null;
                        labor: {
                            rate?: string | number | null;
                            /** @enum {string} */
                            treatment: "default" | "custom" | "exempt";
                        };
                        /** @enum {string} */
                        locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
                        parts: {
                            rate?: string | number | null;
                            /** @enum {string} */
                            treatment: "default" | "custom" | "exempt";
                        };
                        paymentTermsDays: number;
                        pricesIncludeTax: boolean;
                        suppliesFeeCap?: string | number | null;
                        suppliesFeePercent?: string | number | null;
                        taxLabel: string;
                        /** @default false */
                        unpaidPickupAllowed?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TaxCurrencySettings"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your workshop */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Shop"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update your workshop's business details and job order settings (labor rate, whether mechanics edit prices, days until declined work is followed up) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string | null;
                        allowNegativeStock?: boolean;
                        currency?: unknown;
                        declinedFollowUpDays?: number;
                        email?: ("" | string) | null;
                        laborRate?: string | number;
                        mechanicsEditPrices?: boolean;
                        name?: string;
                        phone?: string | null;
                        timezone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Shop"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/shops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a workshop (onboarding); the caller becomes its admin */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string | null;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD" | "NZD" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "MXN" | "BRL" | "ZAR" | "INR" | "JPY";
                        email?: ("" | string) | null;
                        name: string;
                        phone?: string | null;
                        timezone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Shop"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sidebar-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sidebar's badge counts (notifications: unread messages and pending online bookings; service reminders; pending job orders) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            lowStock: number;
                            notifications: number;
                            pendingJobOrders: number;
                            pendingOnlineBookings: number;
                            serviceReminders: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's suppliers by name (active first), with the active items each supplies */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Supplier"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Add a supplier; 409 when the shop already has one of that name */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountNumber?: string | null;
                        /** @default true */
                        active?: boolean;
                        contactName?: string | null;
                        email?: string | null;
                        /** @default null */
                        leadTimeDays?: number | null;
                        name: string;
                        notes?: string | null;
                        phone?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Supplier"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/suppliers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a supplier's details (active=false deactivates it); 409 when the name is taken */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountNumber?: string | null;
                        /** @default true */
                        active?: boolean;
                        contactName?: string | null;
                        email?: string | null;
                        /** @default null */
                        leadTimeDays?: number | null;
                        name: string;
                        notes?: string | null;
                        phone?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Supplier"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time-clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your time clock: clocked in since, on a break since, and time worked today */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asOf: string;
                            clockedInSince: string | null;
                            onBreakSince: string | null;
                            workedTodaySeconds: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time-clock/break-end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End your break; 409 when you are not on one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asOf: string;
                            clockedInSince: string | null;
                            onBreakSince: string | null;
                            workedTodaySeconds: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time-clock/break-start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a break; 409 when you are not clocked in or already on a break */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asOf: string;
                            clockedInSince: string | null;
                            onBreakSince: string | null;
                            workedTodaySeconds: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time-clock/in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clock in; 409 "Already clocked in since 07:58" when you are */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asOf: string;
                            clockedInSince: string | null;
                            onBreakSince: string | null;
                            workedTodaySeconds: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time-clock/out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clock out (ending an open break); 409 when you are not clocked in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asOf: string;
                            clockedInSince: string | null;
                            onBreakSince: string | null;
                            workedTodaySeconds: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time-off-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** scope=mine: the caller's own time-off requests; scope=pending (admin, manager): those waiting for a decision, with the bookings in them */
        get: {
            parameters: {
                query?: {
                    scope?: "mine" | "pending";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TimeOffRequestList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Request time off for yourself (whole days or hours, in the shop time zone); it waits as pending */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        allDay: true;
                        /** Format: date */
                        endsOn: string;
                        reason?: string | null;
                        /** Format: date */
                        startsOn: string;
                        /** Format: uuid */
                        userId?: string;
                    } | {
                        /** @enum {boolean} */
                        allDay: false;
                        endsAt: string;
                        reason?: string | null;
                        startsAt: string;
                        /** Format: uuid */
                        userId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TimeOffRequest"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time-off-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel your own request while it is pending (409 once decided) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time-off-requests/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or decline a pending request with a note; the requester is told (Notifications and mail); 409 once decided */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "approved" | "declined";
                        note?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TimeOffRequest"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timesheets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pay period containing a date (default today): per person their days, time worked, breaks, regular and overtime hours, job-clock hours and approval; admin and manager see everyone, others themselves */
        get: {
            parameters: {
                query?: {
                    period?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            people: {
                                approval: {
                                    approvedAt: string;
                                    approvedBy: string | null;
                                } | null;
                                autoClosedEntries: number;
                                clockedIn: boolean;
                                days: {
                                    breakHours: string;
                                    date: string;
                                    jobClockHours: string;
                                    overtimeHours: string;
                                    regularHours: string;
                                    workedHours: string;
                                }[];
                                name: string;
                                role: string;
                                totals: {
                                    breakHours: string;
                                    jobClockHours: string;
                                    overtimeHours: string;
                                    regularHours: string;
                                    workedHours: string;
                                };
                                /** Format: uuid */
                                userId: string;
                            }[];
                            period: {
                                end: string;
                                /** @enum {string} */
                                kind: "weekly" | "biweekly" | "semimonthly";
                                start: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timesheets/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One person's timesheet for the pay period containing a date, with their entries; others' only for admin and manager (403) */
        get: {
            parameters: {
                query?: {
                    period?: string;
                };
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                autoClosed: boolean;
                                breaks: {
                                    endedAt: string | null;
                                    startedAt: string;
                                }[];
                                changes: {
                                    action: string;
                                    actorName: string;
                                    occurredAt: string;
                                    reason: string | null;
                                }[];
                                clockedInAt: string;
                                clockedOutAt: string | null;
                                /** Format: uuid */
                                id: string;
                                locked: boolean;
                                /** Format: uuid */
                                userId: string;
                                workedHours: string;
                            }[];
                            period: {
                                end: string;
                                /** @enum {string} */
                                kind: "weekly" | "biweekly" | "semimonthly";
                                start: string;
                            };
                            person: {
                                approval: {
                                    approvedAt: string;
                                    approvedBy: string | null;
                                } | null;
                                autoClosedEntries: number;
                                clockedIn: boolean;
                                days: {
                                    breakHours: string;
                                    date: string;
                                    jobClockHours: string;
                                    overtimeHours: string;
                                    regularHours: string;
                                    workedHours: string;
                                }[];
                                name: string;
                                role: string;
                                totals: {
                                    breakHours: string;
                                    jobClockHours: string;
                                    overtimeHours: string;
                                    regularHours: string;
                                    workedHours: string;
                                };
                                /** Format: uuid */
                                userId: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timesheets/{userId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a person's pay period (the one containing the date): its entries are locked against corrections (409); approving it again changes nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        period: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        /** Reopen a person's approved pay period (the one containing the date) */
        delete: {
            parameters: {
                query: {
                    period: string;
                };
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timesheets/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payroll of the pay period containing a date as CSV: per person pay type, rate, regular, overtime and sold labor hours, and pay */
        get: {
            parameters: {
                query?: {
                    period?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's vehicles, newest first: search by make, model, plate or VIN */
        get: {
            parameters: {
                query?: {
                    clientId?: string;
                    cursor?: string;
                    limit?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Vehicle"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Add a vehicle to a client of the shop (VIN unique in the shop) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        clientId: string;
                        color?: string | null;
                        make: string;
                        mileage?: number | null;
                        model: string;
                        notes?: string | null;
                        registrationNumber?: string | null;
                        /**
                         * @default active
                         * @enum {string}
                         */
                        status?: "active" | "inactive" | "sold" | "scrapped";
                        vin?: string | null;
                        year: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Vehicle"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vehicles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One vehicle with its owner and last service */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Vehicle"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a vehicle; fields left out keep their value */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        clientId?: string;
                        color?: string | null;
                        make?: string;
                        mileage?: number | null;
                        model?: string;
                        notes?: string | null;
                        registrationNumber?: string | null;
                        /** @enum {string} */
                        status?: "active" | "inactive" | "sold" | "scrapped";
                        vin?: string | null;
                        year?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Vehicle"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/vehicles/{id}/inspections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vehicle's inspections, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InspectionSummaryList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vehicles/{vehicleId}/declined-work": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Work the customer declined on this vehicle: open first (soonest follow-up), then accepted or dismissed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    vehicleId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["DeclinedWork"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vehicles/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every vehicle matching the search as CSV (vehicles.csv) */
        get: {
            parameters: {
                query?: {
                    clientId?: string;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AppointmentDetail: {
            cancelReason: string | null;
            client: {
                email: string | null;
                /** Format: uuid */
                id: string;
                name: string;
                phone: string | null;
            };
            createdAt: string;
            endsAt: string;
            history: components["schemas"]["HistoryEntry"][];
            /** Format: uuid */
            id: string;
            jobOrder: {
                /** Format: uuid */
                id: string;
                number: number;
            } | null;
            mechanic: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            notes: string | null;
            number: number;
            overridden: boolean;
            services: {
                durationMinutes: number;
                /** Format: uuid */
                id: string;
                name: string;
                price: string;
            }[];
            serviceSummary: string;
            /** @enum {string} */
            source: "staff" | "online";
            startsAt: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "in_progress" | "completed" | "cancelled" | "no_show";
            timeZone: string;
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                mileage: number | null;
                registrationNumber: string | null;
            } | null;
        };
        AppointmentDetailInput: {
            cancelReason: string | null;
            client: {
                email: string | null;
                /** Format: uuid */
                id: string;
                name: string;
                phone: string | null;
            };
            createdAt: string;
            endsAt: string;
            history: components["schemas"]["HistoryEntryInput"][];
            /** Format: uuid */
            id: string;
            jobOrder: {
                /** Format: uuid */
                id: string;
                number: number;
            } | null;
            mechanic: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            notes: string | null;
            number: number;
            overridden: boolean;
            services: {
                durationMinutes: number;
                /** Format: uuid */
                id: string;
                name: string;
                price: string;
            }[];
            serviceSummary: string;
            /** @enum {string} */
            source: "staff" | "online";
            startsAt: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "in_progress" | "completed" | "cancelled" | "no_show";
            timeZone: string;
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                mileage: number | null;
                registrationNumber: string | null;
            } | null;
        };
        AppointmentList: {
            items: components["schemas"]["AppointmentSummary"][];
            nextCursor: string | null;
        };
        AppointmentListInput: {
            items: components["schemas"]["AppointmentSummaryInput"][];
            nextCursor: string | null;
        };
        AppointmentSummary: {
            client: {
                /** Format: uuid */
                id: string;
                name: string;
                phone: string | null;
            };
            endsAt: string;
            /** Format: uuid */
            id: string;
            mechanic: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            number: number;
            overridden: boolean;
            serviceSummary: string;
            /** @enum {string} */
            source: "staff" | "online";
            startsAt: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "in_progress" | "completed" | "cancelled" | "no_show";
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                registrationNumber: string | null;
            } | null;
        };
        AppointmentSummaryInput: {
            client: {
                /** Format: uuid */
                id: string;
                name: string;
                phone: string | null;
            };
            endsAt: string;
            /** Format: uuid */
            id: string;
            mechanic: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            number: number;
            overridden: boolean;
            serviceSummary: string;
            /** @enum {string} */
            source: "staff" | "online";
            startsAt: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "in_progress" | "completed" | "cancelled" | "no_show";
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                registrationNumber: string | null;
            } | null;
        };
        Availability: {
            closures: components["schemas"]["ShopClosure"][];
            mechanics: {
                exceptions: {
                    date: string;
                    hours: {
                        end: string;
                        start: string;
                    }[];
                }[];
                hours: {
                    end: string;
                    start: string;
                    weekday: number;
                }[] | null;
                /** Format: uuid */
                id: string;
                name: string;
                timeOff: components["schemas"]["TimeOff"][];
            }[];
            openingHours: {
                end: string;
                start: string;
                weekday: number;
            }[];
            timeZone: string;
        };
        AvailabilityInput: {
            closures: components["schemas"]["ShopClosureInput"][];
            mechanics: {
                exceptions: {
                    date: string;
                    hours: {
                        end: string;
                        start: string;
                    }[];
                }[];
                hours: {
                    end: string;
                    start: string;
                    weekday: number;
                }[] | null;
                /** Format: uuid */
                id: string;
                name: string;
                timeOff: components["schemas"]["TimeOffInput"][];
            }[];
            openingHours: {
                end: string;
                start: string;
                weekday: number;
            }[];
            timeZone: string;
        };
        BookingProblem: {
            code?: string;
            conflicts?: {
                /** @enum {string} */
                kind: "outside_opening_hours" | "closed" | "outside_working_hours" | "time_off" | "overlap" | "in_the_past" | "too_soon" | "beyond_horizon";
                message: string;
            }[];
            detail?: string;
            errors?: {
                message: string;
                path: string;
            }[];
            slots?: components["schemas"]["BookingSlots"];
            status: number;
            title: string;
            type: string;
        };
        BookingProblemInput: {
            code?: string;
            conflicts?: {
                /** @enum {string} */
                kind: "outside_opening_hours" | "closed" | "outside_working_hours" | "time_off" | "overlap" | "in_the_past" | "too_soon" | "beyond_horizon";
                message: string;
            }[];
            detail?: string;
            errors?: {
                message: string;
                path: string;
            }[];
            slots?: components["schemas"]["BookingSlotsInput"];
            status: number;
            title: string;
            type: string;
        };
        BookingSettings: {
            bufferMinutes: number;
            cutoffHours: number;
            horizonDays: number;
            noticeMinutes: number;
            onlineBookingAutoConfirm: boolean;
            onlineBookingEnabled: boolean;
            slotMinutes: 5 | 10 | 15 | 20 | 30 | 60;
        };
        BookingSettingsInput: {
            bufferMinutes: number;
            cutoffHours: number;
            horizonDays: number;
            noticeMinutes: number;
            onlineBookingAutoConfirm: boolean;
            onlineBookingEnabled: boolean;
            slotMinutes: 5 | 10 | 15 | 20 | 30 | 60;
        };
        BookingSlots: {
            days: {
                date: string;
                slots: {
                    freeMechanics: number;
                    startsAt: string;
                    time: string;
                }[];
            }[];
            durationMinutes: number;
            timeZone: string;
        };
        BookingSlotsInput: {
            days: {
                date: string;
                slots: {
                    freeMechanics: number;
                    startsAt: string;
                    time: string;
                }[];
            }[];
            durationMinutes: number;
            timeZone: string;
        };
        BookingWorkshop: {
            address: string | null;
            clientId: string | null;
            cutoffHours: number;
            /** Format: uuid */
            id: string;
            name: string;
            onlineBooking: boolean;
            phone: string | null;
            timeZone: string;
        };
        BookingWorkshopInput: {
            address: string | null;
            clientId: string | null;
            cutoffHours: number;
            /** Format: uuid */
            id: string;
            name: string;
            onlineBooking: boolean;
            phone: string | null;
            timeZone: string;
        };
        Calendar: {
            items: components["schemas"]["AppointmentSummary"][];
            timeZone: string;
        };
        CalendarFeed: {
            url: string;
        };
        CalendarFeedInput: {
            url: string;
        };
        CalendarInput: {
            items: components["schemas"]["AppointmentSummaryInput"][];
            timeZone: string;
        };
        CannedJob: {
            active: boolean;
            description: string | null;
            /** Format: uuid */
            id: string;
            lines: ({
                description: string;
                /** @constant */
                kind: "labor";
                /** @enum {string} */
                pricing: "flat" | "hourly";
                quantity: unknown;
                /** @default null */
                serviceId: string | null;
                unitPrice: unknown;
            } | {
                description: string;
                /** @default null */
                inventoryItemId: string | null;
                /** @constant */
                kind: "part";
                /** @default null */
                partNumber: unknown | null;
                quantity: unknown;
                /** @default null */
                unitCost: unknown | null;
                unitPrice: unknown;
            } | {
                amount: unknown;
                description: string;
                /** @constant */
                kind: "fee";
            } | {
                /** @default null */
                amount: unknown | null;
                description: string;
                /** @constant */
                kind: "discount";
                /** @default null */
                percent: unknown | null;
            })[];
            name: string;
            total: string;
        };
        CannedJobInput: {
            active: boolean;
            description: string | null;
            /** Format: uuid */
            id: string;
            lines: ({
                description: string;
                /** @constant */
                kind: "labor";
                /** @enum {string} */
                pricing: "flat" | "hourly";
                quantity: string | number;
                /** @default null */
                serviceId: string | null;
                unitPrice: string | number;
            } | {
                description: string;
                /** @default null */
                inventoryItemId: string | null;
                /** @constant */
                kind: "part";
                partNumber?: string | null;
                quantity: string | number;
                unitCost?: string | number | null;
                unitPrice: string | number;
            } | {
                amount: string | number;
                description: string;
                /** @constant */
                kind: "fee";
            } | {
                amount?: string | number | null;
                description: string;
                /** @constant */
                kind: "discount";
                percent?: string | number | null;
            })[];
            name: string;
            total: string;
        };
        CannedJobView: {
            active: boolean;
            description: string | null;
            /** Format: uuid */
            id: string;
            lines: ({
                description: string;
                /** @constant */
                kind: "labor";
                /** @enum {string} */
                pricing: "flat" | "hourly";
                quantity: string;
                serviceId: string | null;
                unitPrice: string;
            } | {
                description: string;
                inventoryItemId: string | null;
                /** @constant */
                kind: "part";
                partNumber: string | null;
                quantity: string;
                unitCost: string | null;
                unitPrice: string;
            } | {
                amount: string;
                description: string;
                /** @constant */
                kind: "fee";
            } | {
                amount: string | null;
                description: string;
                /** @constant */
                kind: "discount";
                percent: string | null;
            })[];
            name: string;
            total: string;
        };
        CannedJobViewInput: {
            active: boolean;
            description: string | null;
            /** Format: uuid */
            id: string;
            lines: ({
                description: string;
                /** @constant */
                kind: "labor";
                /** @enum {string} */
                pricing: "flat" | "hourly";
                quantity: string;
                serviceId: string | null;
                unitPrice: string;
            } | {
                description: string;
                inventoryItemId: string | null;
                /** @constant */
                kind: "part";
                partNumber: string | null;
                quantity: string;
                unitCost: string | null;
                unitPrice: string;
            } | {
                amount: string;
                description: string;
                /** @constant */
                kind: "fee";
            } | {
                amount: string | null;
                description: string;
                /** @constant */
                kind: "discount";
                percent: string | null;
            })[];
            name: string;
            total: string;
        };
        Client: {
            address: string | null;
            archivedAt: string | null;
            city: string | null;
            company: string | null;
            country: string | null;
            /** Format: date-time */
            createdAt: string;
            dateOfBirth: string | null;
            email: string | null;
            emergencyContactName: string | null;
            emergencyContactPhone: string | null;
            emergencyContactRelation: string | null;
            hasPortalAccess: boolean;
            /** Format: uuid */
            id: string;
            name: string;
            notes: string | null;
            phone: string | null;
            portalInvitedAt?: string | null;
            postalCode: string | null;
            preferredContact: ("email" | "phone" | "sms" | "whatsapp") | null;
            state: string | null;
            tags: string[];
            taxId: string | null;
        };
        ClientDuplicate: {
            email: string | null;
            /** Format: uuid */
            id: string;
            name: string;
            phone: string | null;
            sameEmail: boolean;
            samePhone: boolean;
        };
        ClientDuplicateInput: {
            email: string | null;
            /** Format: uuid */
            id: string;
            name: string;
            phone: string | null;
            sameEmail: boolean;
            samePhone: boolean;
        };
        ClientInput: {
            address: string | null;
            archivedAt: string | null;
            city: string | null;
            company: string | null;
            country: string | null;
            /** Format: date-time */
            createdAt: string;
            dateOfBirth: string | null;
            email: string | null;
            emergencyContactName: string | null;
            emergencyContactPhone: string | null;
            emergencyContactRelation: string | null;
            hasPortalAccess: boolean;
            /** Format: uuid */
            id: string;
            name: string;
            notes: string | null;
            phone: string | null;
            portalInvitedAt?: string | null;
            postalCode: string | null;
            preferredContact: ("email" | "phone" | "sms" | "whatsapp") | null;
            state: string | null;
            tags: string[];
            taxId: string | null;
        };
        ClientList: {
            items: components["schemas"]["ClientListItem"][];
            nextCursor: string | null;
        };
        ClientListInput: {
            items: components["schemas"]["ClientListItemInput"][];
            nextCursor: string | null;
        };
        ClientListItem: {
            archivedAt: string | null;
            company: string | null;
            /** Format: date-time */
            createdAt: string;
            email: string | null;
            hasPortalAccess: boolean;
            /** Format: uuid */
            id: string;
            lastServiceDate: string | null;
            name: string;
            phone: string | null;
            preferredContact: ("email" | "phone" | "sms" | "whatsapp") | null;
            tags: string[];
            totalSpend: string;
            vehicleCount: number;
        };
        ClientListItemInput: {
            archivedAt: string | null;
            company: string | null;
            /** Format: date-time */
            createdAt: string;
            email: string | null;
            hasPortalAccess: boolean;
            /** Format: uuid */
            id: string;
            lastServiceDate: string | null;
            name: string;
            phone: string | null;
            preferredContact: ("email" | "phone" | "sms" | "whatsapp") | null;
            tags: string[];
            totalSpend: string;
            vehicleCount: number;
        };
        ClientOption: {
            /** Format: uuid */
            id: string;
            name: string;
        };
        ClientOptionInput: {
            /** Format: uuid */
            id: string;
            name: string;
        };
        ClientRetentionReport: {
            cohorts: {
                clients: number;
                month: string;
                returning: string[];
            }[];
            comparison: {
                from: string;
                to: string;
            } | null;
            empty: boolean;
            figures: {
                clientsSeen: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
                lifetimeValue: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
                newClients: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
                retainedClients: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
                retentionBase: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
                retentionRate: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
                returningClients: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
                visits: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
                visitsPerClientPerYear: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
            };
            lapsed: {
                items: {
                    email: string | null;
                    /** Format: uuid */
                    id: string;
                    lastVisitOn: string;
                    name: string;
                    serviceRemindersOptOut: boolean;
                    totalSpend: string;
                }[];
                lastVisitBefore: string;
                months: number;
                optedOut: number;
                reachable: number;
                total: number;
                withoutEmail: number;
            };
            range: {
                from: string;
                to: string;
            };
            retentionBaseRange: {
                from: string;
                to: string;
            };
            series: {
                clientsSeen: number;
                from: string;
                newClients: number;
                returningClients: number;
                to: string;
                visits: number;
            }[];
            today: string;
            topClients: {
                /** Format: uuid */
                id: string;
                lastVisitOn: string | null;
                name: string;
                totalSpend: string;
            }[];
        };
        ClientRetentionReportInput: {
            cohorts: {
                clients: number;
                month: string;
                returning: string[];
            }[];
            comparison: {
                from: string;
                to: string;
            } | null;
            empty: boolean;
            figures: {
                clientsSeen: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
                lifetimeValue: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
                newClients: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
                retainedClients: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
                retentionBase: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
                retentionRate: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
                returningClients: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
                visits: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
                visitsPerClientPerYear: {
                    change: {
                        difference: string;
                        percent: string | null;
                    } | null;
                    previous: string | null;
                    value: string | null;
                };
            };
            lapsed: {
                items: {
                    email: string | null;
                    /** Format: uuid */
                    id: string;
                    lastVisitOn: string;
                    name: string;
                    serviceRemindersOptOut: boolean;
                    totalSpend: string;
                }[];
                lastVisitBefore: string;
                months: number;
                optedOut: number;
                reachable: number;
                total: number;
                withoutEmail: number;
            };
            range: {
                from: string;
                to: string;
            };
            retentionBaseRange: {
                from: string;
                to: string;
            };
            series: {
                clientsSeen: number;
                from: string;
                newClients: number;
                returningClients: number;
                to: string;
                visits: number;
            }[];
            today: string;
            topClients: {
                /** Format: uuid */
                id: string;
                lastVisitOn: string | null;
                name: string;
                totalSpend: string;
            }[];
        };
        ClientStats: {
            active: number;
            premium: number;
            total: number;
        };
        ClientStatsInput: {
            active: number;
            premium: number;
            total: number;
        };
        Communication: {
            authorName: string | null;
            /** Format: uuid */
            clientId: string;
            content: string;
            /** @enum {string} */
            direction: "outbound" | "inbound";
            error: string | null;
            /** Format: uuid */
            id: string;
            notes: string | null;
            /** Format: date-time */
            occurredAt: string;
            readAt: string | null;
            shop: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            /** @enum {string} */
            status: "sent" | "failed" | "pending" | "received" | "logged";
            subject: string | null;
            /** @enum {string} */
            type: "email" | "phone" | "sms" | "whatsapp" | "note" | "message";
        };
        CommunicationInput: {
            authorName: string | null;
            /** Format: uuid */
            clientId: string;
            content: string;
            /** @enum {string} */
            direction: "outbound" | "inbound";
            error: string | null;
            /** Format: uuid */
            id: string;
            notes: string | null;
            /** Format: date-time */
            occurredAt: string;
            readAt: string | null;
            shop: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            /** @enum {string} */
            status: "sent" | "failed" | "pending" | "received" | "logged";
            subject: string | null;
            /** @enum {string} */
            type: "email" | "phone" | "sms" | "whatsapp" | "note" | "message";
        };
        CommunicationList: {
            items: components["schemas"]["Communication"][];
            nextCursor: string | null;
        };
        CommunicationListInput: {
            items: components["schemas"]["CommunicationInput"][];
            nextCursor: string | null;
        };
        CopyWeekResult: {
            copied: number;
            targetWeekStart: string;
        };
        CopyWeekResultInput: {
            copied: number;
            targetWeekStart: string;
        };
        CreditNote: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            invoiceId: string;
            invoiceNumber: string;
            issuedOn: string;
            lines: {
                description: string;
                /** Format: uuid */
                invoiceLineId: string;
                net: string;
                quantity: string;
                tax: string;
                taxRate: string | null;
            }[];
            net: string;
            number: string;
            reason: string;
            refunded: string;
            tax: string;
            total: string;
        };
        CreditNoteInput: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            invoiceId: string;
            invoiceNumber: string;
            issuedOn: string;
            lines: {
                description: string;
                /** Format: uuid */
                invoiceLineId: string;
                net: string;
                quantity: string;
                tax: string;
                taxRate: string | null;
            }[];
            net: string;
            number: string;
            reason: string;
            refunded: string;
            tax: string;
            total: string;
        };
        DashboardKpis: {
            cards: {
                change: {
                    difference: string;
                    percent: string | null;
                } | null;
                /** @enum {string} */
                kpi: "revenue" | "carCount" | "averageRepairOrder" | "effectiveLaborRate" | "grossProfitPercent" | "closeRatio";
                previous: string | null;
                sparkline: (string | null)[];
                value: string | null;
            }[];
            comparison: {
                from: string;
                to: string;
            };
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
            months: {
                from: string;
                to: string;
            }[];
            period: {
                from: string;
                to: string;
            };
            timeZone: string;
        };
        DashboardKpisInput: {
            cards: {
                change: {
                    difference: string;
                    percent: string | null;
                } | null;
                /** @enum {string} */
                kpi: "revenue" | "carCount" | "averageRepairOrder" | "effectiveLaborRate" | "grossProfitPercent" | "closeRatio";
                previous: string | null;
                sparkline: (string | null)[];
                value: string | null;
            }[];
            comparison: {
                from: string;
                to: string;
            };
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
            months: {
                from: string;
                to: string;
            }[];
            period: {
                from: string;
                to: string;
            };
            timeZone: string;
        };
        DeclinedWork: {
            amount: string;
            declinedAt: string;
            description: string;
            followUpOn: string;
            /** Format: uuid */
            id: string;
            jobName: string | null;
            /** Format: uuid */
            jobOrderId: string;
            jobOrderNumber: number;
            /** @enum {string} */
            kind: "labor" | "part" | "fee" | "discount";
            /** @enum {string} */
            status: "open" | "accepted" | "dismissed";
            /** Format: uuid */
            vehicleId: string;
        };
        DeclinedWorkInput: {
            amount: string;
            declinedAt: string;
            description: string;
            followUpOn: string;
            /** Format: uuid */
            id: string;
            jobName: string | null;
            /** Format: uuid */
            jobOrderId: string;
            jobOrderNumber: number;
            /** @enum {string} */
            kind: "labor" | "part" | "fee" | "discount";
            /** @enum {string} */
            status: "open" | "accepted" | "dismissed";
            /** Format: uuid */
            vehicleId: string;
        };
        EmployeeCertification: {
            expiresOn: string | null;
            flag: ("expired" | "expiring") | null;
            /** Format: uuid */
            id: string;
            name: string;
        };
        EmployeeCertificationInput: {
            expiresOn: string | null;
            flag: ("expired" | "expiring") | null;
            /** Format: uuid */
            id: string;
            name: string;
        };
        EmployeeDetail: {
            calendarColor: string | null;
            certifications: components["schemas"]["EmployeeCertification"][];
            deactivatedAt: string | null;
            deactivatedByName: string | null;
            email: string;
            hireDate: string | null;
            history: components["schemas"]["HistoryEntry"][];
            /** Format: uuid */
            id: string;
            invitationExpiresAt: string | null;
            name: string;
            pay?: {
                rate: string;
                /** @enum {string} */
                type: "hourly" | "flat_rate" | "salary";
            } | null;
            phone: string | null;
            /** @enum {string} */
            role: "admin" | "manager" | "front_desk" | "mechanic";
            skills: string[];
            /** @enum {string} */
            status: "active" | "invited" | "deactivated";
            userId: string | null;
            work: {
                bookings: {
                    clientName: string;
                    /** Format: uuid */
                    id: string;
                    number: number;
                    startsAt: string;
                    status: string;
                }[];
                jobOrders: {
                    clientName: string;
                    /** Format: uuid */
                    id: string;
                    number: number;
                    status: string;
                }[];
            };
        };
        EmployeeDetailInput: {
            calendarColor: string | null;
            certifications: components["schemas"]["EmployeeCertificationInput"][];
            deactivatedAt: string | null;
            deactivatedByName: string | null;
            email: string;
            hireDate: string | null;
            history: components["schemas"]["HistoryEntryInput"][];
            /** Format: uuid */
            id: string;
            invitationExpiresAt: string | null;
            name: string;
            pay?: {
                rate: string;
                /** @enum {string} */
                type: "hourly" | "flat_rate" | "salary";
            } | null;
            phone: string | null;
            /** @enum {string} */
            role: "admin" | "manager" | "front_desk" | "mechanic";
            skills: string[];
            /** @enum {string} */
            status: "active" | "invited" | "deactivated";
            userId: string | null;
            work: {
                bookings: {
                    clientName: string;
                    /** Format: uuid */
                    id: string;
                    number: number;
                    startsAt: string;
                    status: string;
                }[];
                jobOrders: {
                    clientName: string;
                    /** Format: uuid */
                    id: string;
                    number: number;
                    status: string;
                }[];
            };
        };
        EmployeeList: {
            items: components["schemas"]["EmployeeSummary"][];
        };
        EmployeeListInput: {
            items: components["schemas"]["EmployeeSummaryInput"][];
        };
        EmployeePayInput: {
            rate: unknown;
            /** @enum {string} */
            type: "hourly" | "flat_rate" | "salary";
        };
        EmployeePayInputInput: {
            rate: string | number;
            /** @enum {string} */
            type: "hourly" | "flat_rate" | "salary";
        };
        EmployeePerformanceReport: {
            buckets: {
                from: string;
                to: string;
            }[];
            comebackDays: number;
            /** @enum {string} */
            compare: "previous" | "last-year" | "none";
            comparison: {
                from: string;
                to: string;
            } | null;
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            empty: boolean;
            frontDesk: {
                buckets: components["schemas"]["FrontDeskFigures"][];
                figures: components["schemas"]["FrontDeskFigures"];
                name: string;
                previous: components["schemas"]["FrontDeskFigures"] | null;
                role: string;
                /** Format: uuid */
                userId: string;
            }[];
            frontDeskTotals: {
                buckets: components["schemas"]["FrontDeskFigures"][];
                figures: components["schemas"]["FrontDeskFigures"];
                previous: components["schemas"]["FrontDeskFigures"] | null;
            };
            /** @enum {string} */
            groupBy: "day" | "week" | "month";
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
            period: {
                from: string;
                to: string;
            };
            /** @enum {string} */
            preset: "today" | "this-week" | "this-month" | "last-month" | "this-quarter" | "this-year" | "last-12-months" | "custom";
            technicians: {
                buckets: components["schemas"]["TechnicianFigures"][];
                figures: components["schemas"]["TechnicianFigures"];
                name: string;
                previous: components["schemas"]["TechnicianFigures"] | null;
                role: string;
                /** Format: uuid */
                userId: string;
            }[];
            technicianTotals: {
                buckets: components["schemas"]["TechnicianFigures"][];
                figures: components["schemas"]["TechnicianFigures"];
                previous: components["schemas"]["TechnicianFigures"] | null;
            };
            timeZone: string;
        };
        EmployeePerformanceReportInput: {
            buckets: {
                from: string;
                to: string;
            }[];
            comebackDays: number;
            /** @enum {string} */
            compare: "previous" | "last-year" | "none";
            comparison: {
                from: string;
                to: string;
            } | null;
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            empty: boolean;
            frontDesk: {
                buckets: components["schemas"]["FrontDeskFiguresInput"][];
                figures: components["schemas"]["FrontDeskFiguresInput"];
                name: string;
                previous: components["schemas"]["FrontDeskFiguresInput"] | null;
                role: string;
                /** Format: uuid */
                userId: string;
            }[];
            frontDeskTotals: {
                buckets: components["schemas"]["FrontDeskFiguresInput"][];
                figures: components["schemas"]["FrontDeskFiguresInput"];
                previous: components["schemas"]["FrontDeskFiguresInput"] | null;
            };
            /** @enum {string} */
            groupBy: "day" | "week" | "month";
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
            period: {
                from: string;
                to: string;
            };
            /** @enum {string} */
            preset: "today" | "this-week" | "this-month" | "last-month" | "this-quarter" | "this-year" | "last-12-months" | "custom";
            technicians: {
                buckets: components["schemas"]["TechnicianFiguresInput"][];
                figures: components["schemas"]["TechnicianFiguresInput"];
                name: string;
                previous: components["schemas"]["TechnicianFiguresInput"] | null;
                role: string;
                /** Format: uuid */
                userId: string;
            }[];
            technicianTotals: {
                buckets: components["schemas"]["TechnicianFiguresInput"][];
                figures: components["schemas"]["TechnicianFiguresInput"];
                previous: components["schemas"]["TechnicianFiguresInput"] | null;
            };
            timeZone: string;
        };
        EmployeeSummary: {
            calendarColor: string | null;
            certifications: components["schemas"]["EmployeeCertification"][];
            deactivatedAt: string | null;
            email: string;
            hireDate: string | null;
            /** Format: uuid */
            id: string;
            invitationExpiresAt: string | null;
            name: string;
            pay?: {
                rate: string;
                /** @enum {string} */
                type: "hourly" | "flat_rate" | "salary";
            } | null;
            phone: string | null;
            /** @enum {string} */
            role: "admin" | "manager" | "front_desk" | "mechanic";
            skills: string[];
            /** @enum {string} */
            status: "active" | "invited" | "deactivated";
            userId: string | null;
        };
        EmployeeSummaryInput: {
            calendarColor: string | null;
            certifications: components["schemas"]["EmployeeCertificationInput"][];
            deactivatedAt: string | null;
            email: string;
            hireDate: string | null;
            /** Format: uuid */
            id: string;
            invitationExpiresAt: string | null;
            name: string;
            pay?: {
                rate: string;
                /** @enum {string} */
                type: "hourly" | "flat_rate" | "salary";
            } | null;
            phone: string | null;
            /** @enum {string} */
            role: "admin" | "manager" | "front_desk" | "mechanic";
            skills: string[];
            /** @enum {string} */
            status: "active" | "invited" | "deactivated";
            userId: string | null;
        };
        EstimateView: {
            answeredAt: string | null;
            bill: {
                approved: components["schemas"]["JobOrderBill"];
                presented: components["schemas"]["JobOrderBill"];
            };
            clientName: string;
            currency: string;
            inspection: components["schemas"]["SharedInspection"] | null;
            /** Format: uuid */
            jobOrderId: string;
            jobs: components["schemas"]["JobOrderJob"][];
            lines: {
                amount: string;
                /** @enum {string} */
                approval: "pending" | "approved" | "declined";
                description: string;
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                jobId: string;
                /** @enum {string} */
                kind: "labor" | "part" | "fee" | "discount";
                percent: string | null;
                pricing: ("flat" | "hourly") | null;
                quantity: string;
                taxRate: string | null;
                unitPrice: string | null;
            }[];
            locale: string;
            number: number;
            sentAt: string;
            shop: {
                email: string | null;
                name: string;
                phone: string | null;
            };
            signedName: string | null;
            /** @enum {string} */
            state: "open" | "answered" | "outdated";
            tax: {
                label: string;
                pricesIncludeTax: boolean;
                suppliesFeeCap: string | null;
                suppliesFeePercent: string | null;
                suppliesFeeTaxRate: string | null;
            };
            timeZone: string;
            totals: {
                approvedTotal: string;
                discount: string;
                fees: string;
                labor: string;
                parts: string;
                presentedTotal: string;
                subtotal: string;
            };
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                registrationNumber: string | null;
            } | null;
        };
        EstimateViewInput: {
            answeredAt: string | null;
            bill: {
                approved: components["schemas"]["JobOrderBillInput"];
                presented: components["schemas"]["JobOrderBillInput"];
            };
            clientName: string;
            currency: string;
            inspection: components["schemas"]["SharedInspectionInput"] | null;
            /** Format: uuid */
            jobOrderId: string;
            jobs: components["schemas"]["JobOrderJobInput"][];
            lines: {
                amount: string;
                /** @enum {string} */
                approval: "pending" | "approved" | "declined";
                description: string;
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                jobId: string;
                /** @enum {string} */
                kind: "labor" | "part" | "fee" | "discount";
                percent: string | null;
                pricing: ("flat" | "hourly") | null;
                quantity: string;
                taxRate: string | null;
                unitPrice: string | null;
            }[];
            locale: string;
            number: number;
            sentAt: string;
            shop: {
                email: string | null;
                name: string;
                phone: string | null;
            };
            signedName: string | null;
            /** @enum {string} */
            state: "open" | "answered" | "outdated";
            tax: {
                label: string;
                pricesIncludeTax: boolean;
                suppliesFeeCap: string | null;
                suppliesFeePercent: string | null;
                suppliesFeeTaxRate: string | null;
            };
            timeZone: string;
            totals: {
                approvedTotal: string;
                discount: string;
                fees: string;
                labor: string;
                parts: string;
                presentedTotal: string;
                subtotal: string;
            };
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                registrationNumber: string | null;
            } | null;
        };
        FrontDeskFigures: {
            /** @description Money, two decimals */
            approvedValue: string;
            averageRepairOrder: string | null;
            /** @description Percent, two decimals; null when undefined */
            closeRatio: string | null;
            estimatesSent: number;
            /** @description Money, two decimals */
            presentedValue: string;
            repairOrders: number;
        };
        FrontDeskFiguresInput: {
            /** @description Money, two decimals */
            approvedValue: string;
            averageRepairOrder: string | null;
            /** @description Percent, two decimals; null when undefined */
            closeRatio: string | null;
            estimatesSent: number;
            /** @description Money, two decimals */
            presentedValue: string;
            repairOrders: number;
        };
        FrontDeskPerformance: {
            figures: components["schemas"]["FrontDeskFigures"];
            name: string;
            role: string;
            /** Format: uuid */
            userId: string;
            weeks: components["schemas"]["FrontDeskFigures"][];
        };
        FrontDeskPerformanceInput: {
            figures: components["schemas"]["FrontDeskFiguresInput"];
            name: string;
            role: string;
            /** Format: uuid */
            userId: string;
            weeks: components["schemas"]["FrontDeskFiguresInput"][];
        };
        HistoryEntry: {
            action: string;
            actorName: string;
            details: {
                [key: string]: unknown;
            } | null;
            fromStatus: string | null;
            /** Format: uuid */
            id: string;
            occurredAt: string;
            reason: string | null;
            toStatus: string | null;
        };
        HistoryEntryInput: {
            action: string;
            actorName: string;
            details: {
                [key: string]: unknown;
            } | null;
            fromStatus: string | null;
            /** Format: uuid */
            id: string;
            occurredAt: string;
            reason: string | null;
            toStatus: string | null;
        };
        Inspection: {
            actions: ("complete" | "reopen")[];
            canAddEstimateLines: boolean;
            canAnswer: boolean;
            canSend: boolean;
            client: {
                email: string | null;
                /** Format: uuid */
                id: string;
                name: string;
            };
            completedAt: string | null;
            completedBy: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            counts: {
                good: number;
                now: number;
                soon: number;
                unanswered: number;
            };
            /** Format: uuid */
            id: string;
            jobOrder: {
                /** Format: uuid */
                id: string;
                jobs: {
                    /** Format: uuid */
                    id: string;
                    name: string;
                }[];
                number: string;
                /** @enum {string} */
                status: "estimate" | "awaiting_approval" | "approved" | "in_progress" | "waiting_for_parts" | "ready_for_pickup" | "completed" | "cancelled";
            };
            name: string;
            sections: {
                items: {
                    condition: ("good" | "soon" | "now") | null;
                    estimateLine: {
                        /** @enum {string} */
                        approval: "pending" | "approved" | "declined";
                        description: string;
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "labor" | "part" | "fee" | "discount";
                    } | null;
                    /** Format: uuid */
                    id: string;
                    key: string;
                    /** @enum {string} */
                    kind: "condition" | "measurement" | "text";
                    label: string;
                    measurement: string | null;
                    notes: string | null;
                    photos: components["schemas"]["InspectionPhoto"][];
                    previous: {
                        condition: ("good" | "soon" | "now") | null;
                        /** Format: date-time */
                        inspectedAt: string;
                        /** Format: uuid */
                        inspectionId: string;
                        measurement: string | null;
                    } | null;
                    section: string;
                    text: string | null;
                    unit: ("32nds" | "mm" | "in" | "psi" | "kPa" | "V" | "%" | "°F" | "°C") | null;
                }[];
                title: string;
            }[];
            sharedAt: string | null;
            /** Format: date-time */
            startedAt: string;
            startedBy: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            /** @enum {string} */
            status: "in_progress" | "completed";
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                registrationNumber: string | null;
            };
        };
        InspectionEstimateLine: {
            item: {
                condition: ("good" | "soon" | "now") | null;
                estimateLine: {
                    /** @enum {string} */
                    approval: "pending" | "approved" | "declined";
                    description: string;
                    /** Format: uuid */
                    id: string;
                    /** @enum {string} */
                    kind: "labor" | "part" | "fee" | "discount";
                } | null;
                /** Format: uuid */
                id: string;
                key: string;
                /** @enum {string} */
                kind: "condition" | "measurement" | "text";
                label: string;
                measurement: string | null;
                notes: string | null;
                photos: components["schemas"]["InspectionPhoto"][];
                previous: {
                    condition: ("good" | "soon" | "now") | null;
                    /** Format: date-time */
                    inspectedAt: string;
                    /** Format: uuid */
                    inspectionId: string;
                    measurement: string | null;
                } | null;
                section: string;
                text: string | null;
                unit: ("32nds" | "mm" | "in" | "psi" | "kPa" | "V" | "%" | "°F" | "°C") | null;
            };
            /** Format: uuid */
            lineId: string;
        };
        InspectionEstimateLineInput: {
            item: {
                condition: ("good" | "soon" | "now") | null;
                estimateLine: {
                    /** @enum {string} */
                    approval: "pending" | "approved" | "declined";
                    description: string;
                    /** Format: uuid */
                    id: string;
                    /** @enum {string} */
                    kind: "labor" | "part" | "fee" | "discount";
                } | null;
                /** Format: uuid */
                id: string;
                key: string;
                /** @enum {string} */
                kind: "condition" | "measurement" | "text";
                label: string;
                measurement: string | null;
                notes: string | null;
                photos: components["schemas"]["InspectionPhotoInput"][];
                previous: {
                    condition: ("good" | "soon" | "now") | null;
                    /** Format: date-time */
                    inspectedAt: string;
                    /** Format: uuid */
                    inspectionId: string;
                    measurement: string | null;
                } | null;
                section: string;
                text: string | null;
                unit: ("32nds" | "mm" | "in" | "psi" | "kPa" | "V" | "%" | "°F" | "°C") | null;
            };
            /** Format: uuid */
            lineId: string;
        };
        InspectionInput: {
            actions: ("complete" | "reopen")[];
            canAddEstimateLines: boolean;
            canAnswer: boolean;
            canSend: boolean;
            client: {
                email: string | null;
                /** Format: uuid */
                id: string;
                name: string;
            };
            completedAt: string | null;
            completedBy: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            counts: {
                good: number;
                now: number;
                soon: number;
                unanswered: number;
            };
            /** Format: uuid */
            id: string;
            jobOrder: {
                /** Format: uuid */
                id: string;
                jobs: {
                    /** Format: uuid */
                    id: string;
                    name: string;
                }[];
                number: string;
                /** @enum {string} */
                status: "estimate" | "awaiting_approval" | "approved" | "in_progress" | "waiting_for_parts" | "ready_for_pickup" | "completed" | "cancelled";
            };
            name: string;
            sections: {
                items: {
                    condition: ("good" | "soon" | "now") | null;
                    estimateLine: {
                        /** @enum {string} */
                        approval: "pending" | "approved" | "declined";
                        description: string;
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "labor" | "part" | "fee" | "discount";
                    } | null;
                    /** Format: uuid */
                    id: string;
                    key: string;
                    /** @enum {string} */
                    kind: "condition" | "measurement" | "text";
                    label: string;
                    measurement: string | null;
                    notes: string | null;
                    photos: components["schemas"]["InspectionPhotoInput"][];
                    previous: {
                        condition: ("good" | "soon" | "now") | null;
                        /** Format: date-time */
                        inspectedAt: string;
                        /** Format: uuid */
                        inspectionId: string;
                        measurement: string | null;
                    } | null;
                    section: string;
                    text: string | null;
                    unit: ("32nds" | "mm" | "in" | "psi" | "kPa" | "V" | "%" | "°F" | "°C") | null;
                }[];
                title: string;
            }[];
            sharedAt: string | null;
            /** Format: date-time */
            startedAt: string;
            startedBy: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            /** @enum {string} */
            status: "in_progress" | "completed";
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                registrationNumber: string | null;
            };
        };
        InspectionPhoto: {
            /** Format: date-time */
            createdAt: string;
            displayUrl: string;
            height: number;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            itemId: string;
            thumbnailUrl: string;
            width: number;
        };
        InspectionPhotoInput: {
            /** Format: date-time */
            createdAt: string;
            displayUrl: string;
            height: number;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            itemId: string;
            thumbnailUrl: string;
            width: number;
        };
        InspectionPhotoUpload: {
            /**
             * Format: binary
             * @description The photo: a JPEG, PNG, WebP or HEIC image up to 15 MB
             */
            photo: Blob;
        };
        InspectionPhotoUploadInput: {
            /**
             * Format: binary
             * @description The photo: a JPEG, PNG, WebP or HEIC image up to 15 MB
             */
            photo: Blob;
        };
        InspectionSent: {
            link?: string;
            to: string;
        };
        InspectionSentInput: {
            link?: string;
            to: string;
        };
        InspectionSummary: {
            completedAt: string | null;
            counts: {
                good: number;
                now: number;
                soon: number;
                unanswered: number;
            };
            /** Format: uuid */
            id: string;
            name: string;
            photoCount: number;
            sharedAt: string | null;
            /** Format: date-time */
            startedAt: string;
            /** @enum {string} */
            status: "in_progress" | "completed";
        };
        InspectionSummaryInput: {
            completedAt: string | null;
            counts: {
                good: number;
                now: number;
                soon: number;
                unanswered: number;
            };
            /** Format: uuid */
            id: string;
            name: string;
            photoCount: number;
            sharedAt: string | null;
            /** Format: date-time */
            startedAt: string;
            /** @enum {string} */
            status: "in_progress" | "completed";
        };
        InspectionSummaryList: {
            items: components["schemas"]["InspectionSummary"][];
        };
        InspectionSummaryListInput: {
            items: components["schemas"]["InspectionSummaryInput"][];
        };
        InspectionTemplate: {
            /** Format: uuid */
            id: string;
            isDefault: boolean;
            itemCount: number;
            name: string;
            sections: {
                items: {
                    key: string;
                    /** @enum {string} */
                    kind: "condition" | "measurement" | "text";
                    label: string;
                    unit: ("32nds" | "mm" | "in" | "psi" | "kPa" | "V" | "%" | "°F" | "°C") | null;
                }[];
                title: string;
            }[];
            /** Format: date-time */
            updatedAt: string;
        };
        InspectionTemplateInput: {
            /** Format: uuid */
            id: string;
            isDefault: boolean;
            itemCount: number;
            name: string;
            sections: {
                items: {
                    key: string;
                    /** @enum {string} */
                    kind: "condition" | "measurement" | "text";
                    label: string;
                    unit: ("32nds" | "mm" | "in" | "psi" | "kPa" | "V" | "%" | "°F" | "°C") | null;
                }[];
                title: string;
            }[];
            /** Format: date-time */
            updatedAt: string;
        };
        InspectionTemplateList: {
            items: components["schemas"]["InspectionTemplate"][];
        };
        InspectionTemplateListInput: {
            items: components["schemas"]["InspectionTemplateInput"][];
        };
        InventoryImportPreview: {
            creates: number;
            fileErrors: string[];
            invalid: number;
            rows: {
                /** @enum {string} */
                action: "create" | "update";
                errors: {
                    column: string;
                    message: string;
                }[];
                line: number;
                name: string;
                sku: string;
            }[];
            updates: number;
        };
        InventoryImportPreviewInput: {
            creates: number;
            fileErrors: string[];
            invalid: number;
            rows: {
                /** @enum {string} */
                action: "create" | "update";
                errors: {
                    column: string;
                    message: string;
                }[];
                line: number;
                name: string;
                sku: string;
            }[];
            updates: number;
        };
        InventoryItem: {
            active: boolean;
            aftermarketPartNumber: string | null;
            available: string;
            barcode: string | null;
            brand: string | null;
            category: string | null;
            cost: string;
            createdAt: string;
            /** Format: uuid */
            id: string;
            location: string | null;
            lowStock: boolean;
            markupPercent: string | null;
            name: string;
            notes: string | null;
            oemPartNumber: string | null;
            onHand: string;
            onOrder: string;
            ownPrice: string | null;
            price: string;
            reorderPoint: string | null;
            reorderQuantity: string | null;
            reserved: string;
            sku: string;
            stockValue: string;
            supplier: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            taxable: boolean;
            /** @enum {string} */
            unit: "each" | "pair" | "set" | "box" | "litre" | "quart" | "gallon" | "metre" | "foot";
            updatedAt: string;
        };
        InventoryItemInput: {
            active: boolean;
            aftermarketPartNumber: string | null;
            available: string;
            barcode: string | null;
            brand: string | null;
            category: string | null;
            cost: string;
            createdAt: string;
            /** Format: uuid */
            id: string;
            location: string | null;
            lowStock: boolean;
            markupPercent: string | null;
            name: string;
            notes: string | null;
            oemPartNumber: string | null;
            onHand: string;
            onOrder: string;
            ownPrice: string | null;
            price: string;
            reorderPoint: string | null;
            reorderQuantity: string | null;
            reserved: string;
            sku: string;
            stockValue: string;
            supplier: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            taxable: boolean;
            /** @enum {string} */
            unit: "each" | "pair" | "set" | "box" | "litre" | "quart" | "gallon" | "metre" | "foot";
            updatedAt: string;
        };
        InventoryItemList: {
            items: components["schemas"]["InventoryItemSummary"][];
            nextCursor: string | null;
        };
        InventoryItemListInput: {
            items: components["schemas"]["InventoryItemSummaryInput"][];
            nextCursor: string | null;
        };
        InventoryItemSummary: {
            active: boolean;
            aftermarketPartNumber: string | null;
            available: string;
            barcode: string | null;
            brand: string | null;
            category: string | null;
            cost: string;
            /** Format: uuid */
            id: string;
            location: string | null;
            lowStock: boolean;
            name: string;
            oemPartNumber: string | null;
            onHand: string;
            price: string;
            reorderPoint: string | null;
            reorderQuantity: string | null;
            reserved: string;
            sku: string;
            stockValue: string;
            supplier: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            taxable: boolean;
            /** @enum {string} */
            unit: "each" | "pair" | "set" | "box" | "litre" | "quart" | "gallon" | "metre" | "foot";
        };
        InventoryItemSummaryInput: {
            active: boolean;
            aftermarketPartNumber: string | null;
            available: string;
            barcode: string | null;
            brand: string | null;
            category: string | null;
            cost: string;
            /** Format: uuid */
            id: string;
            location: string | null;
            lowStock: boolean;
            name: string;
            oemPartNumber: string | null;
            onHand: string;
            price: string;
            reorderPoint: string | null;
            reorderQuantity: string | null;
            reserved: string;
            sku: string;
            stockValue: string;
            supplier: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            taxable: boolean;
            /** @enum {string} */
            unit: "each" | "pair" | "set" | "box" | "litre" | "quart" | "gallon" | "metre" | "foot";
        };
        InventorySummary: {
            activeItems: number;
            allowNegativeStock: boolean;
            currency: string;
            lowStock: number;
            stockValue: string;
        };
        InventorySummaryInput: {
            activeItems: number;
            allowNegativeStock: boolean;
            currency: string;
            lowStock: number;
            stockValue: string;
        };
        InvoiceDetail: {
            balance: string;
            billToAddress: string | null;
            billToEmail: string | null;
            billToName: string;
            billToPhone: string | null;
            breakdown: {
                rate: string | null;
                tax: string;
                taxable: string;
            }[];
            client: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            clientEmail: string | null;
            credited: string;
            creditNotes: components["schemas"]["CreditNote"][];
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            date: string;
            discount: string;
            dueOn: string | null;
            history: components["schemas"]["HistoryEntry"][];
            /** Format: uuid */
            id: string;
            issuedAt: string | null;
            jobOrder: {
                /** Format: uuid */
                id: string;
                number: string;
            } | null;
            jobs: components["schemas"]["JobOrderJob"][];
            lines: components["schemas"]["InvoiceLine"][];
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
            mileage: number | null;
            net: string;
            notes: string | null;
            number: string | null;
            overdue: boolean;
            paid: string;
            payments: components["schemas"]["Payment"][];
            pricesIncludeTax: boolean;
            /** @enum {string} */
            status: "draft" | "issued" | "partially_paid" | "paid" | "void" | "credited";
            subtotal: string;
            tax: string;
            taxLabel: string;
            terms: string | null;
            total: string;
            vehicle: string | null;
            vehicleId: string | null;
            version: string;
            voidReason: string | null;
        };
        InvoiceDetailInput: {
            balance: string;
            billToAddress: string | null;
            billToEmail: string | null;
            billToName: string;
            billToPhone: string | null;
            breakdown: {
                rate: string | null;
                tax: string;
                taxable: string;
            }[];
            client: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            clientEmail: string | null;
            credited: string;
            creditNotes: components["schemas"]["CreditNoteInput"][];
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            date: string;
            discount: string;
            dueOn: string | null;
            history: components["schemas"]["HistoryEntryInput"][];
            /** Format: uuid */
            id: string;
            issuedAt: string | null;
            jobOrder: {
                /** Format: uuid */
                id: string;
                number: string;
            } | null;
            jobs: components["schemas"]["JobOrderJobInput"][];
            lines: components["schemas"]["InvoiceLineInput"][];
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
            mileage: number | null;
            net: string;
            notes: string | null;
            number: string | null;
            overdue: boolean;
            paid: string;
            payments: components["schemas"]["PaymentInput"][];
            pricesIncludeTax: boolean;
            /** @enum {string} */
            status: "draft" | "issued" | "partially_paid" | "paid" | "void" | "credited";
            subtotal: string;
            tax: string;
            taxLabel: string;
            terms: string | null;
            total: string;
            vehicle: string | null;
            vehicleId: string | null;
            version: string;
            voidReason: string | null;
        };
        InvoiceLine: {
            amount: string;
            creditedQuantity: string;
            description: string;
            discount: string;
            /** Format: uuid */
            id: string;
            inventoryItemId: string | null;
            jobId: string | null;
            /** @enum {string} */
            kind: "labor" | "part" | "fee" | "discount";
            net: string;
            partNumber: string | null;
            percent: string | null;
            pricing: ("flat" | "hourly") | null;
            quantity: string;
            serviceId: string | null;
            tax: string;
            taxRate: string | null;
            unitPrice: string | null;
        };
        InvoiceLineInput: {
            amount: string;
            creditedQuantity: string;
            description: string;
            discount: string;
            /** Format: uuid */
            id: string;
            inventoryItemId: string | null;
            jobId: string | null;
            /** @enum {string} */
            kind: "labor" | "part" | "fee" | "discount";
            net: string;
            partNumber: string | null;
            percent: string | null;
            pricing: ("flat" | "hourly") | null;
            quantity: string;
            serviceId: string | null;
            tax: string;
            taxRate: string | null;
            unitPrice: string | null;
        };
        InvoiceList: {
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            items: components["schemas"]["InvoiceSummary"][];
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
            nextCursor: string | null;
        };
        InvoiceListInput: {
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            items: components["schemas"]["InvoiceSummaryInput"][];
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
            nextCursor: string | null;
        };
        InvoiceSummary: {
            balance: string;
            billToName: string;
            client: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            credited: string;
            date: string;
            dueOn: string | null;
            /** Format: uuid */
            id: string;
            jobOrder: {
                /** Format: uuid */
                id: string;
                number: string;
            } | null;
            number: string | null;
            overdue: boolean;
            paid: string;
            /** @enum {string} */
            status: "draft" | "issued" | "partially_paid" | "paid" | "void" | "credited";
            total: string;
            vehicle: string | null;
        };
        InvoiceSummaryInput: {
            balance: string;
            billToName: string;
            client: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            credited: string;
            date: string;
            dueOn: string | null;
            /** Format: uuid */
            id: string;
            jobOrder: {
                /** Format: uuid */
                id: string;
                number: string;
            } | null;
            number: string | null;
            overdue: boolean;
            paid: string;
            /** @enum {string} */
            status: "draft" | "issued" | "partially_paid" | "paid" | "void" | "credited";
            total: string;
            vehicle: string | null;
        };
        JobClock: {
            runningClock: {
                /** Format: uuid */
                entryId: string;
                /** Format: uuid */
                jobOrderId: string;
                number: number;
                startedAt: string;
            } | null;
            timeEntries: components["schemas"]["TimeEntry"][];
        };
        JobClockInput: {
            runningClock: {
                /** Format: uuid */
                entryId: string;
                /** Format: uuid */
                jobOrderId: string;
                number: number;
                startedAt: string;
            } | null;
            timeEntries: components["schemas"]["TimeEntryInput"][];
        };
        JobOrderBill: {
            breakdown: {
                rate: string | null;
                tax: string;
                taxable: string;
            }[];
            discount: string;
            net: string;
            subtotal: string;
            suppliesFee: string | null;
            tax: string;
            total: string;
        };
        JobOrderBillInput: {
            breakdown: {
                rate: string | null;
                tax: string;
                taxable: string;
            }[];
            discount: string;
            net: string;
            subtotal: string;
            suppliesFee: string | null;
            tax: string;
            total: string;
        };
        JobOrderBoard: {
            cards: components["schemas"]["JobOrderBoardCard"][];
        };
        JobOrderBoardCard: {
            client: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            /** Format: uuid */
            id: string;
            inspection: {
                green: number;
                red: number;
                yellow: number;
            };
            late: boolean;
            mechanic: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            number: number;
            openedAt: string;
            promisedAt: string | null;
            /** @enum {string} */
            status: "estimate" | "awaiting_approval" | "approved" | "in_progress" | "waiting_for_parts" | "ready_for_pickup";
            unreadAnswers: number;
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                registrationNumber: string | null;
            } | null;
        };
        JobOrderBoardCardInput: {
            client: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            /** Format: uuid */
            id: string;
            inspection: {
                green: number;
                red: number;
                yellow: number;
            };
            late: boolean;
            mechanic: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            number: number;
            openedAt: string;
            promisedAt: string | null;
            /** @enum {string} */
            status: "estimate" | "awaiting_approval" | "approved" | "in_progress" | "waiting_for_parts" | "ready_for_pickup";
            unreadAnswers: number;
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                registrationNumber: string | null;
            } | null;
        };
        JobOrderBoardInput: {
            cards: components["schemas"]["JobOrderBoardCardInput"][];
        };
        JobOrderDetail: {
            appointmentId: string | null;
            appointmentNumber: number | null;
            bill: components["schemas"]["JobOrderBill"];
            cancelReason: string | null;
            canEditPrices: boolean;
            client: {
                email: string | null;
                /** Format: uuid */
                id: string;
                name: string;
                phone: string | null;
            };
            completedAt: string | null;
            completeRefusal: string | null;
            concern: string | null;
            currency: string;
            declinedWorkOffered: components["schemas"]["DeclinedWork"][];
            estimate: {
                answeredAt: string | null;
                answeredVia: ("link" | "portal" | "staff") | null;
                approvedTotal: string | null;
                /** Format: uuid */
                id: string;
                outdated: boolean;
                presentedTotal: string;
                revision: number;
                sentAt: string;
                sentTo: string | null;
                signedName: string | null;
            } | null;
            history: components["schemas"]["HistoryEntry"][];
            /** Format: uuid */
            id: string;
            inspections: components["schemas"]["InspectionSummary"][];
            invoice: {
                balance: string;
                /** Format: uuid */
                id: string;
                number: string | null;
                /** @enum {string} */
                status: "draft" | "issued" | "partially_paid" | "paid" | "void" | "credited";
                total: string;
            } | null;
            jobs: components["schemas"]["JobOrderJob"][];
            laborRate: string;
            lines: components["schemas"]["JobOrderLine"][];
            locale: string;
            mechanic: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            mileageIn: number | null;
            mileageOut: number | null;
            notes: string | null;
            number: number;
            openedAt: string;
            promisedAt: string | null;
            revision: number;
            /** @enum {string} */
            status: "estimate" | "awaiting_approval" | "approved" | "in_progress" | "waiting_for_parts" | "ready_for_pickup" | "completed" | "cancelled";
            tax: {
                label: string;
                pricesIncludeTax: boolean;
                suppliesFeeCap: string | null;
                suppliesFeePercent: string | null;
                suppliesFeeTaxRate: string | null;
            };
            timeEntries: components["schemas"]["TimeEntry"][];
            timeZone: string;
            total: string;
            totals: {
                approvedTotal: string;
                discount: string;
                fees: string;
                labor: string;
                parts: string;
                presentedTotal: string;
                subtotal: string;
            };
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                mileage: number | null;
                registrationNumber: string | null;
                vin: string | null;
            } | null;
        };
        JobOrderDetailInput: {
            appointmentId: string | null;
            appointmentNumber: number | null;
            bill: components["schemas"]["JobOrderBillInput"];
            cancelReason: string | null;
            canEditPrices: boolean;
            client: {
                email: string | null;
                /** Format: uuid */
                id: string;
                name: string;
                phone: string | null;
            };
            completedAt: string | null;
            completeRefusal: string | null;
            concern: string | null;
            currency: string;
            declinedWorkOffered: components["schemas"]["DeclinedWorkInput"][];
            estimate: {
                answeredAt: string | null;
                answeredVia: ("link" | "portal" | "staff") | null;
                approvedTotal: string | null;
                /** Format: uuid */
                id: string;
                outdated: boolean;
                presentedTotal: string;
                revision: number;
                sentAt: string;
                sentTo: string | null;
                signedName: string | null;
            } | null;
            history: components["schemas"]["HistoryEntryInput"][];
            /** Format: uuid */
            id: string;
            inspections: components["schemas"]["InspectionSummaryInput"][];
            invoice: {
                balance: string;
                /** Format: uuid */
                id: string;
                number: string | null;
                /** @enum {string} */
                status: "draft" | "issued" | "partially_paid" | "paid" | "void" | "credited";
                total: string;
            } | null;
            jobs: components["schemas"]["JobOrderJobInput"][];
            laborRate: string;
            lines: components["schemas"]["JobOrderLineInput"][];
            locale: string;
            mechanic: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            mileageIn: number | null;
            mileageOut: number | null;
            notes: string | null;
            number: number;
            openedAt: string;
            promisedAt: string | null;
            revision: number;
            /** @enum {string} */
            status: "estimate" | "awaiting_approval" | "approved" | "in_progress" | "waiting_for_parts" | "ready_for_pickup" | "completed" | "cancelled";
            tax: {
                label: string;
                pricesIncludeTax: boolean;
                suppliesFeeCap: string | null;
                suppliesFeePercent: string | null;
                suppliesFeeTaxRate: string | null;
            };
            timeEntries: components["schemas"]["TimeEntryInput"][];
            timeZone: string;
            total: string;
            totals: {
                approvedTotal: string;
                discount: string;
                fees: string;
                labor: string;
                parts: string;
                presentedTotal: string;
                subtotal: string;
            };
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                mileage: number | null;
                registrationNumber: string | null;
                vin: string | null;
            } | null;
        };
        JobOrderJob: {
            cause: string | null;
            complaint: string | null;
            correction: string | null;
            /** Format: uuid */
            id: string;
            name: string;
            position: number;
        };
        JobOrderJobInput: {
            cause: string | null;
            complaint: string | null;
            correction: string | null;
            /** Format: uuid */
            id: string;
            name: string;
            position: number;
        };
        JobOrderLine: {
            amount: string;
            /** @enum {string} */
            approval: "pending" | "approved" | "declined";
            declinedWorkId: string | null;
            description: string;
            done: boolean;
            /** Format: uuid */
            id: string;
            inventoryItemId: string | null;
            /** Format: uuid */
            jobId: string;
            /** @enum {string} */
            kind: "labor" | "part" | "fee" | "discount";
            partNumber: string | null;
            percent: string | null;
            position: number;
            pricing: ("flat" | "hourly") | null;
            quantity: string;
            serviceId: string | null;
            stock: {
                available: string;
                onHand: string;
                shortBy: string | null;
                sku: string;
                /** @enum {string} */
                unit: "each" | "pair" | "set" | "box" | "litre" | "quart" | "gallon" | "metre" | "foot";
            } | null;
            unitCost: string | null;
            unitPrice: string | null;
        };
        JobOrderLineInput: {
            amount: string;
            /** @enum {string} */
            approval: "pending" | "approved" | "declined";
            declinedWorkId: string | null;
            description: string;
            done: boolean;
            /** Format: uuid */
            id: string;
            inventoryItemId: string | null;
            /** Format: uuid */
            jobId: string;
            /** @enum {string} */
            kind: "labor" | "part" | "fee" | "discount";
            partNumber: string | null;
            percent: string | null;
            position: number;
            pricing: ("flat" | "hourly") | null;
            quantity: string;
            serviceId: string | null;
            stock: {
                available: string;
                onHand: string;
                shortBy: string | null;
                sku: string;
                /** @enum {string} */
                unit: "each" | "pair" | "set" | "box" | "litre" | "quart" | "gallon" | "metre" | "foot";
            } | null;
            unitCost: string | null;
            unitPrice: string | null;
        };
        JobOrderList: {
            items: components["schemas"]["JobOrderSummary"][];
            nextCursor: string | null;
        };
        JobOrderListInput: {
            items: components["schemas"]["JobOrderSummaryInput"][];
            nextCursor: string | null;
        };
        JobOrderSummary: {
            client: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            completedAt: string | null;
            /** Format: uuid */
            id: string;
            mechanic: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            number: number;
            openedAt: string;
            promisedAt: string | null;
            /** @enum {string} */
            status: "estimate" | "awaiting_approval" | "approved" | "in_progress" | "waiting_for_parts" | "ready_for_pickup" | "completed" | "cancelled";
            total: string;
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                registrationNumber: string | null;
            } | null;
        };
        JobOrderSummaryInput: {
            client: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            completedAt: string | null;
            /** Format: uuid */
            id: string;
            mechanic: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            number: number;
            openedAt: string;
            promisedAt: string | null;
            /** @enum {string} */
            status: "estimate" | "awaiting_approval" | "approved" | "in_progress" | "waiting_for_parts" | "ready_for_pickup" | "completed" | "cancelled";
            total: string;
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                registrationNumber: string | null;
            } | null;
        };
        LapsedReminderInput: {
            lapsedMonths: number;
        };
        LapsedReminderInputInput: {
            lapsedMonths: number;
        };
        LapsedReminderResult: {
            alreadySent: number;
            sent: number;
            skippedOptedOut: number;
            skippedWithoutEmail: number;
        };
        LapsedReminderResultInput: {
            alreadySent: number;
            sent: number;
            skippedOptedOut: number;
            skippedWithoutEmail: number;
        };
        LowStockAlerts: {
            currency: string;
            groups: {
                items: {
                    active: boolean;
                    aftermarketPartNumber: string | null;
                    available: string;
                    barcode: string | null;
                    brand: string | null;
                    category: string | null;
                    cost: string;
                    /** Format: uuid */
                    id: string;
                    location: string | null;
                    lowStock: boolean;
                    name: string;
                    oemPartNumber: string | null;
                    onHand: string;
                    onOrder: string;
                    price: string;
                    reorderPoint: string | null;
                    reorderQuantity: string | null;
                    reserved: string;
                    sku: string;
                    stockValue: string;
                    suggestedQuantity: string;
                    supplier: {
                        /** Format: uuid */
                        id: string;
                        name: string;
                    } | null;
                    taxable: boolean;
                    /** @enum {string} */
                    unit: "each" | "pair" | "set" | "box" | "litre" | "quart" | "gallon" | "metre" | "foot";
                }[];
                supplier: {
                    /** Format: uuid */
                    id: string;
                    leadTimeDays: number | null;
                    name: string;
                } | null;
            }[];
        };
        LowStockAlertsInput: {
            currency: string;
            groups: {
                items: {
                    active: boolean;
                    aftermarketPartNumber: string | null;
                    available: string;
                    barcode: string | null;
                    brand: string | null;
                    category: string | null;
                    cost: string;
                    /** Format: uuid */
                    id: string;
                    location: string | null;
                    lowStock: boolean;
                    name: string;
                    oemPartNumber: string | null;
                    onHand: string;
                    onOrder: string;
                    price: string;
                    reorderPoint: string | null;
                    reorderQuantity: string | null;
                    reserved: string;
                    sku: string;
                    stockValue: string;
                    suggestedQuantity: string;
                    supplier: {
                        /** Format: uuid */
                        id: string;
                        name: string;
                    } | null;
                    taxable: boolean;
                    /** @enum {string} */
                    unit: "each" | "pair" | "set" | "box" | "litre" | "quart" | "gallon" | "metre" | "foot";
                }[];
                supplier: {
                    /** Format: uuid */
                    id: string;
                    leadTimeDays: number | null;
                    name: string;
                } | null;
            }[];
        };
        MechanicDashboard: {
            currency: string;
            queue: components["schemas"]["JobOrderSummary"][];
            runningClock: {
                /** Format: uuid */
                entryId: string;
                /** Format: uuid */
                jobOrderId: string;
                number: number;
                startedAt: string;
            } | null;
            stats: {
                averageRating: number | null;
                earnings: string;
                ratingCount: number;
                responseTimeMinutes: number | null;
                servicesCompleted: number;
            };
            timeZone: string;
        };
        MechanicDashboardInput: {
            currency: string;
            queue: components["schemas"]["JobOrderSummaryInput"][];
            runningClock: {
                /** Format: uuid */
                entryId: string;
                /** Format: uuid */
                jobOrderId: string;
                number: number;
                startedAt: string;
            } | null;
            stats: {
                averageRating: number | null;
                earnings: string;
                ratingCount: number;
                responseTimeMinutes: number | null;
                servicesCompleted: number;
            };
            timeZone: string;
        };
        Notification: {
            booking: {
                /** Format: uuid */
                id: string;
                number: number;
                /** Format: date-time */
                startsAt: string;
            } | null;
            client: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            content: string;
            /** Format: uuid */
            id: string;
            jobOrder: {
                /** Format: uuid */
                id: string;
                number: number;
            } | null;
            /** Format: date-time */
            occurredAt: string;
            readAt: string | null;
            timeOff: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                status: "pending" | "approved" | "declined";
            } | null;
        };
        NotificationInput: {
            booking: {
                /** Format: uuid */
                id: string;
                number: number;
                /** Format: date-time */
                startsAt: string;
            } | null;
            client: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            content: string;
            /** Format: uuid */
            id: string;
            jobOrder: {
                /** Format: uuid */
                id: string;
                number: number;
            } | null;
            /** Format: date-time */
            occurredAt: string;
            readAt: string | null;
            timeOff: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                status: "pending" | "approved" | "declined";
            } | null;
        };
        NotificationList: {
            items: components["schemas"]["Notification"][];
            nextCursor: string | null;
        };
        NotificationListInput: {
            items: components["schemas"]["NotificationInput"][];
            nextCursor: string | null;
        };
        OwnerBooking: {
            cancelReason: string | null;
            canChange: boolean;
            changeableUntil: string | null;
            endsAt: string;
            /** Format: uuid */
            id: string;
            locale: string;
            notes: string | null;
            number: number;
            services: {
                durationMinutes: number;
                /** Format: uuid */
                id: string;
                name: string;
                price: string;
            }[];
            serviceSummary: string;
            shop: {
                address: string | null;
                /** Format: uuid */
                id: string;
                name: string;
                phone: string | null;
            };
            /** @enum {string} */
            source: "staff" | "online";
            startsAt: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "in_progress" | "completed" | "cancelled" | "no_show";
            timeZone: string;
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                registrationNumber: string | null;
            } | null;
        };
        OwnerBookingDetail: {
            cancelReason: string | null;
            canChange: boolean;
            changeableUntil: string | null;
            endsAt: string;
            history: components["schemas"]["HistoryEntry"][];
            /** Format: uuid */
            id: string;
            locale: string;
            notes: string | null;
            number: number;
            services: {
                durationMinutes: number;
                /** Format: uuid */
                id: string;
                name: string;
                price: string;
            }[];
            serviceSummary: string;
            shop: {
                address: string | null;
                /** Format: uuid */
                id: string;
                name: string;
                phone: string | null;
            };
            /** @enum {string} */
            source: "staff" | "online";
            startsAt: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "in_progress" | "completed" | "cancelled" | "no_show";
            timeZone: string;
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                registrationNumber: string | null;
            } | null;
        };
        OwnerBookingDetailInput: {
            cancelReason: string | null;
            canChange: boolean;
            changeableUntil: string | null;
            endsAt: string;
            history: components["schemas"]["HistoryEntryInput"][];
            /** Format: uuid */
            id: string;
            locale: string;
            notes: string | null;
            number: number;
            services: {
                durationMinutes: number;
                /** Format: uuid */
                id: string;
                name: string;
                price: string;
            }[];
            serviceSummary: string;
            shop: {
                address: string | null;
                /** Format: uuid */
                id: string;
                name: string;
                phone: string | null;
            };
            /** @enum {string} */
            source: "staff" | "online";
            startsAt: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "in_progress" | "completed" | "cancelled" | "no_show";
            timeZone: string;
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                registrationNumber: string | null;
            } | null;
        };
        OwnerBookingInput: {
            cancelReason: string | null;
            canChange: boolean;
            changeableUntil: string | null;
            endsAt: string;
            /** Format: uuid */
            id: string;
            locale: string;
            notes: string | null;
            number: number;
            services: {
                durationMinutes: number;
                /** Format: uuid */
                id: string;
                name: string;
                price: string;
            }[];
            serviceSummary: string;
            shop: {
                address: string | null;
                /** Format: uuid */
                id: string;
                name: string;
                phone: string | null;
            };
            /** @enum {string} */
            source: "staff" | "online";
            startsAt: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "in_progress" | "completed" | "cancelled" | "no_show";
            timeZone: string;
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                registrationNumber: string | null;
            } | null;
        };
        OwnerBookingList: {
            past: components["schemas"]["OwnerBooking"][];
            upcoming: components["schemas"]["OwnerBooking"][];
        };
        OwnerBookingListInput: {
            past: components["schemas"]["OwnerBookingInput"][];
            upcoming: components["schemas"]["OwnerBookingInput"][];
        };
        OwnerClient: {
            address: string | null;
            city: string | null;
            company: string | null;
            country: string | null;
            /** Format: date-time */
            createdAt: string;
            dateOfBirth: string | null;
            email: string | null;
            emergencyContactName: string | null;
            emergencyContactPhone: string | null;
            emergencyContactRelation: string | null;
            /** Format: uuid */
            id: string;
            name: string;
            phone: string | null;
            portalInvitedAt?: string | null;
            postalCode: string | null;
            preferredContact: ("email" | "phone" | "sms" | "whatsapp") | null;
            shop: {
                /** Format: uuid */
                id: string;
                locale: string;
                name: string;
                timeZone: string;
            };
            state: string | null;
            taxId: string | null;
        };
        OwnerClientInput: {
            address: string | null;
            city: string | null;
            company: string | null;
            country: string | null;
            /** Format: date-time */
            createdAt: string;
            dateOfBirth: string | null;
            email: string | null;
            emergencyContactName: string | null;
            emergencyContactPhone: string | null;
            emergencyContactRelation: string | null;
            /** Format: uuid */
            id: string;
            name: string;
            phone: string | null;
            portalInvitedAt?: string | null;
            postalCode: string | null;
            preferredContact: ("email" | "phone" | "sms" | "whatsapp") | null;
            shop: {
                /** Format: uuid */
                id: string;
                locale: string;
                name: string;
                timeZone: string;
            };
            state: string | null;
            taxId: string | null;
        };
        OwnerDashboard: {
            openJobs?: {
                /** Format: uuid */
                id: string;
                locale: string;
                number: number;
                promisedAt: string | null;
                /** @enum {string} */
                status: "estimate" | "awaiting_approval" | "approved" | "in_progress" | "waiting_for_parts" | "ready_for_pickup" | "completed" | "cancelled";
                timeZone: string;
                vehicleId: string | null;
                waitingEstimate: {
                    currency: string;
                    total: string;
                } | null;
            }[];
            recentServices: components["schemas"]["ServiceHistoryItem"][];
            servicesDue: {
                lastServiceDate: string | null;
                make: string;
                model: string;
                shop: {
                    /** Format: uuid */
                    id: string;
                    locale: string;
                    name: string;
                    timeZone: string;
                };
                /** Format: uuid */
                vehicleId: string;
            }[];
            totalSpent: string;
            unreadMessages: number;
            upcomingVisits: {
                /** Format: date-time */
                endsAt: string;
                /** Format: uuid */
                id: string;
                serviceName: string | null;
                shop: {
                    /** Format: uuid */
                    id: string;
                    locale: string;
                    name: string;
                    timeZone: string;
                };
                /** Format: date-time */
                startsAt: string;
                /** @enum {string} */
                status: "pending" | "confirmed";
                vehicle: {
                    /** Format: uuid */
                    id: string;
                    make: string;
                    model: string;
                    year: number | null;
                } | null;
            }[];
            vehicles: components["schemas"]["OwnerVehicle"][];
            workshops: {
                /** Format: uuid */
                clientId: string;
                /** Format: uuid */
                id: string;
                locale: string;
                name: string;
                timeZone: string;
            }[];
        };
        OwnerDashboardInput: {
            openJobs?: {
                /** Format: uuid */
                id: string;
                locale: string;
                number: number;
                promisedAt: string | null;
                /** @enum {string} */
                status: "estimate" | "awaiting_approval" | "approved" | "in_progress" | "waiting_for_parts" | "ready_for_pickup" | "completed" | "cancelled";
                timeZone: string;
                vehicleId: string | null;
                waitingEstimate: {
                    currency: string;
                    total: string;
                } | null;
            }[];
            recentServices: components["schemas"]["ServiceHistoryItemInput"][];
            servicesDue: {
                lastServiceDate: string | null;
                make: string;
                model: string;
                shop: {
                    /** Format: uuid */
                    id: string;
                    locale: string;
                    name: string;
                    timeZone: string;
                };
                /** Format: uuid */
                vehicleId: string;
            }[];
            totalSpent: string;
            unreadMessages: number;
            upcomingVisits: {
                /** Format: date-time */
                endsAt: string;
                /** Format: uuid */
                id: string;
                serviceName: string | null;
                shop: {
                    /** Format: uuid */
                    id: string;
                    locale: string;
                    name: string;
                    timeZone: string;
                };
                /** Format: date-time */
                startsAt: string;
                /** @enum {string} */
                status: "pending" | "confirmed";
                vehicle: {
                    /** Format: uuid */
                    id: string;
                    make: string;
                    model: string;
                    year: number | null;
                } | null;
            }[];
            vehicles: components["schemas"]["OwnerVehicleInput"][];
            workshops: {
                /** Format: uuid */
                clientId: string;
                /** Format: uuid */
                id: string;
                locale: string;
                name: string;
                timeZone: string;
            }[];
        };
        OwnerDeclinedWork: {
            amount: string;
            declinedAt: string;
            description: string;
            followUpOn: string;
            /** Format: uuid */
            id: string;
            jobName: string | null;
            /** Format: uuid */
            jobOrderId: string;
            jobOrderNumber: number;
            /** @enum {string} */
            kind: "labor" | "part" | "fee" | "discount";
            shopName: string;
            /** @enum {string} */
            status: "open" | "accepted" | "dismissed";
            /** Format: uuid */
            vehicleId: string;
            vehicleLabel: string;
        };
        OwnerDeclinedWorkInput: {
            amount: string;
            declinedAt: string;
            description: string;
            followUpOn: string;
            /** Format: uuid */
            id: string;
            jobName: string | null;
            /** Format: uuid */
            jobOrderId: string;
            jobOrderNumber: number;
            /** @enum {string} */
            kind: "labor" | "part" | "fee" | "discount";
            shopName: string;
            /** @enum {string} */
            status: "open" | "accepted" | "dismissed";
            /** Format: uuid */
            vehicleId: string;
            vehicleLabel: string;
        };
        OwnerInspectionList: {
            items: {
                completedAt: string | null;
                counts: {
                    good: number;
                    now: number;
                    soon: number;
                    unanswered: number;
                };
                /** Format: uuid */
                id: string;
                jobOrderNumber: string;
                name: string;
                photoCount: number;
                sharedAt: string | null;
                shop: {
                    locale: string;
                    name: string;
                    timeZone: string;
                };
                /** Format: date-time */
                startedAt: string;
                /** @enum {string} */
                status: "in_progress" | "completed";
                vehicle: {
                    label: string;
                    registrationNumber: string | null;
                };
            }[];
        };
        OwnerInspectionListInput: {
            items: {
                completedAt: string | null;
                counts: {
                    good: number;
                    now: number;
                    soon: number;
                    unanswered: number;
                };
                /** Format: uuid */
                id: string;
                jobOrderNumber: string;
                name: string;
                photoCount: number;
                sharedAt: string | null;
                shop: {
                    locale: string;
                    name: string;
                    timeZone: string;
                };
                /** Format: date-time */
                startedAt: string;
                /** @enum {string} */
                status: "in_progress" | "completed";
                vehicle: {
                    label: string;
                    registrationNumber: string | null;
                };
            }[];
        };
        OwnerInvoiceDetail: {
            balance: string;
            billToName: string;
            credited: string;
            creditNotes: {
                /** Format: uuid */
                id: string;
                issuedOn: string;
                number: string;
                reason: string;
                refunded: string;
                total: string;
            }[];
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            date: string;
            discount: string;
            dueOn: string | null;
            /** Format: uuid */
            id: string;
            jobs: components["schemas"]["JobOrderJob"][];
            lines: {
                amount: string;
                description: string;
                /** Format: uuid */
                id: string;
                jobId: string | null;
                /** @enum {string} */
                kind: "labor" | "part" | "fee" | "discount";
                net: string;
                quantity: string;
            }[];
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
            number: string | null;
            overdue: boolean;
            paid: string;
            payments: {
                amount: string;
                creditNoteNumber: string | null;
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                method: "cash" | "card" | "bank_transfer" | "check" | "other";
                paidOn: string;
                reference: string | null;
            }[];
            pricesIncludeTax: boolean;
            /** @enum {string} */
            status: "draft" | "issued" | "partially_paid" | "paid" | "void" | "credited";
            subtotal: string;
            tax: string;
            taxLabel: string;
            total: string;
            vehicle: string | null;
            workshop: string;
        };
        OwnerInvoiceDetailInput: {
            balance: string;
            billToName: string;
            credited: string;
            creditNotes: {
                /** Format: uuid */
                id: string;
                issuedOn: string;
                number: string;
                reason: string;
                refunded: string;
                total: string;
            }[];
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            date: string;
            discount: string;
            dueOn: string | null;
            /** Format: uuid */
            id: string;
            jobs: components["schemas"]["JobOrderJobInput"][];
            lines: {
                amount: string;
                description: string;
                /** Format: uuid */
                id: string;
                jobId: string | null;
                /** @enum {string} */
                kind: "labor" | "part" | "fee" | "discount";
                net: string;
                quantity: string;
            }[];
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
            number: string | null;
            overdue: boolean;
            paid: string;
            payments: {
                amount: string;
                creditNoteNumber: string | null;
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                method: "cash" | "card" | "bank_transfer" | "check" | "other";
                paidOn: string;
                reference: string | null;
            }[];
            pricesIncludeTax: boolean;
            /** @enum {string} */
            status: "draft" | "issued" | "partially_paid" | "paid" | "void" | "credited";
            subtotal: string;
            tax: string;
            taxLabel: string;
            total: string;
            vehicle: string | null;
            workshop: string;
        };
        OwnerInvoiceList: {
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            items: components["schemas"]["InvoiceSummary"][];
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
        };
        OwnerInvoiceListInput: {
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            items: components["schemas"]["InvoiceSummaryInput"][];
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
        };
        OwnerVehicle: {
            /** Format: uuid */
            clientId: string;
            color: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            lastServiceDate: string | null;
            make: string;
            mileage: number | null;
            model: string;
            notes: string | null;
            openJobs?: {
                /** Format: uuid */
                id: string;
                locale: string;
                number: number;
                promisedAt: string | null;
                /** @enum {string} */
                status: "estimate" | "awaiting_approval" | "approved" | "in_progress" | "waiting_for_parts" | "ready_for_pickup" | "completed" | "cancelled";
                timeZone: string;
                vehicleId: string | null;
                waitingEstimate: {
                    currency: string;
                    total: string;
                } | null;
            }[];
            ownerName: string;
            registrationNumber: string | null;
            shop: {
                /** Format: uuid */
                id: string;
                locale: string;
                name: string;
                timeZone: string;
            };
            /** @enum {string} */
            status: "active" | "inactive" | "sold" | "scrapped";
            vin: string | null;
            year: number | null;
        };
        OwnerVehicleInput: {
            /** Format: uuid */
            clientId: string;
            color: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            lastServiceDate: string | null;
            make: string;
            mileage: number | null;
            model: string;
            notes: string | null;
            openJobs?: {
                /** Format: uuid */
                id: string;
                locale: string;
                number: number;
                promisedAt: string | null;
                /** @enum {string} */
                status: "estimate" | "awaiting_approval" | "approved" | "in_progress" | "waiting_for_parts" | "ready_for_pickup" | "completed" | "cancelled";
                timeZone: string;
                vehicleId: string | null;
                waitingEstimate: {
                    currency: string;
                    total: string;
                } | null;
            }[];
            ownerName: string;
            registrationNumber: string | null;
            shop: {
                /** Format: uuid */
                id: string;
                locale: string;
                name: string;
                timeZone: string;
            };
            /** @enum {string} */
            status: "active" | "inactive" | "sold" | "scrapped";
            vin: string | null;
            year: number | null;
        };
        Payment: {
            amount: string;
            creditNote: {
                /** Format: uuid */
                id: string;
                number: string;
            } | null;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            method: "cash" | "card" | "bank_transfer" | "check" | "other";
            paidOn: string;
            /** Format: date-time */
            recordedAt: string;
            recordedBy: string | null;
            reference: string | null;
        };
        PaymentInput: {
            amount: string;
            creditNote: {
                /** Format: uuid */
                id: string;
                number: string;
            } | null;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            method: "cash" | "card" | "bank_transfer" | "check" | "other";
            paidOn: string;
            /** Format: date-time */
            recordedAt: string;
            recordedBy: string | null;
            reference: string | null;
        };
        PerformanceReport: {
            comebackDays: number;
            currency: string;
            frontDesk: components["schemas"]["FrontDeskPerformance"][];
            frontDeskTotals: {
                figures: components["schemas"]["FrontDeskFigures"];
                weeks: components["schemas"]["FrontDeskFigures"][];
            } | null;
            period: {
                from: string;
                /** @enum {string} */
                kind: "this-week" | "this-month" | "last-month" | "custom";
                to: string;
            };
            technicians: components["schemas"]["TechnicianPerformance"][];
            technicianTotals: {
                figures: components["schemas"]["TechnicianFigures"];
                weeks: components["schemas"]["TechnicianFigures"][];
            } | null;
            timeZone: string;
            weeks: {
                from: string;
                to: string;
            }[];
        };
        PerformanceReportInput: {
            comebackDays: number;
            currency: string;
            frontDesk: components["schemas"]["FrontDeskPerformanceInput"][];
            frontDeskTotals: {
                figures: components["schemas"]["FrontDeskFiguresInput"];
                weeks: components["schemas"]["FrontDeskFiguresInput"][];
            } | null;
            period: {
                from: string;
                /** @enum {string} */
                kind: "this-week" | "this-month" | "last-month" | "custom";
                to: string;
            };
            technicians: components["schemas"]["TechnicianPerformanceInput"][];
            technicianTotals: {
                figures: components["schemas"]["TechnicianFiguresInput"];
                weeks: components["schemas"]["TechnicianFiguresInput"][];
            } | null;
            timeZone: string;
            weeks: {
                from: string;
                to: string;
            }[];
        };
        PortalInvitationPreview: {
            clientName: string;
            email: string;
            shopName: string;
        };
        PortalInvitationPreviewInput: {
            clientName: string;
            email: string;
            shopName: string;
        };
        Problem: {
            code?: string;
            detail?: string;
            errors?: {
                message: string;
                path: string;
            }[];
            status: number;
            title: string;
            type: string;
        };
        ProblemInput: {
            code?: string;
            detail?: string;
            errors?: {
                message: string;
                path: string;
            }[];
            status: number;
            title: string;
            type: string;
        };
        Profile: {
            currency: string;
            email: string;
            emailVerified: boolean;
            firstName: string | null;
            fullName: string | null;
            /** Format: uuid */
            id: string;
            lastName: string | null;
            locale: string;
            phone: string | null;
            /** @enum {string} */
            role: "admin" | "manager" | "front_desk" | "mechanic" | "client";
            shopId: string | null;
            shopName: string | null;
            timeZone: string | null;
            username: string | null;
            /** @enum {string} */
            userType: "staff" | "client";
        };
        ProfileInput: {
            currency: string;
            email: string;
            emailVerified: boolean;
            firstName: string | null;
            fullName: string | null;
            /** Format: uuid */
            id: string;
            lastName: string | null;
            locale: string;
            phone: string | null;
            /** @enum {string} */
            role: "admin" | "manager" | "front_desk" | "mechanic" | "client";
            shopId: string | null;
            shopName: string | null;
            timeZone: string | null;
            username: string | null;
            /** @enum {string} */
            userType: "staff" | "client";
        };
        PublicService: {
            category: string;
            currency: string;
            description: string | null;
            durationMinutes: number;
            /** Format: uuid */
            id: string;
            name: string;
            price: string;
        };
        PublicServiceInput: {
            category: string;
            currency: string;
            description: string | null;
            durationMinutes: number;
            /** Format: uuid */
            id: string;
            name: string;
            price: string;
        };
        PublicWorkshop: {
            address: string | null;
            cutoffHours: number;
            /** Format: uuid */
            id: string;
            name: string;
            phone: string | null;
            timeZone: string;
        };
        PublicWorkshopInput: {
            address: string | null;
            cutoffHours: number;
            /** Format: uuid */
            id: string;
            name: string;
            phone: string | null;
            timeZone: string;
        };
        PurchaseOrder: {
            cancelReason: string | null;
            createdAt: string;
            currency: string;
            expectedOn: string | null;
            history: components["schemas"]["HistoryEntry"][];
            /** Format: uuid */
            id: string;
            lineCount: number;
            lines: {
                amount: string;
                /** Format: uuid */
                id: string;
                item: {
                    /** Format: uuid */
                    id: string;
                    name: string;
                    sku: string;
                    /** @enum {string} */
                    unit: "each" | "pair" | "set" | "box" | "litre" | "quart" | "gallon" | "metre" | "foot";
                };
                quantity: string;
                quantityReceived: string;
                unitCost: string;
            }[];
            notes: string | null;
            number: number;
            orderedAt: string | null;
            receivedAt: string | null;
            sentTo: string | null;
            /** @enum {string} */
            status: "draft" | "ordered" | "partially_received" | "received" | "cancelled";
            supplier: {
                accountNumber: string | null;
                email: string | null;
                /** Format: uuid */
                id: string;
                name: string;
                phone: string | null;
            };
            total: string;
        };
        PurchaseOrderInput: {
            cancelReason: string | null;
            createdAt: string;
            currency: string;
            expectedOn: string | null;
            history: components["schemas"]["HistoryEntryInput"][];
            /** Format: uuid */
            id: string;
            lineCount: number;
            lines: {
                amount: string;
                /** Format: uuid */
                id: string;
                item: {
                    /** Format: uuid */
                    id: string;
                    name: string;
                    sku: string;
                    /** @enum {string} */
                    unit: "each" | "pair" | "set" | "box" | "litre" | "quart" | "gallon" | "metre" | "foot";
                };
                quantity: string;
                quantityReceived: string;
                unitCost: string;
            }[];
            notes: string | null;
            number: number;
            orderedAt: string | null;
            receivedAt: string | null;
            sentTo: string | null;
            /** @enum {string} */
            status: "draft" | "ordered" | "partially_received" | "received" | "cancelled";
            supplier: {
                accountNumber: string | null;
                email: string | null;
                /** Format: uuid */
                id: string;
                name: string;
                phone: string | null;
            };
            total: string;
        };
        PurchaseOrderList: {
            currency: string;
            items: components["schemas"]["PurchaseOrderSummary"][];
            nextCursor: string | null;
        };
        PurchaseOrderListInput: {
            currency: string;
            items: components["schemas"]["PurchaseOrderSummaryInput"][];
            nextCursor: string | null;
        };
        PurchaseOrderSummary: {
            createdAt: string;
            expectedOn: string | null;
            /** Format: uuid */
            id: string;
            lineCount: number;
            number: number;
            orderedAt: string | null;
            receivedAt: string | null;
            /** @enum {string} */
            status: "draft" | "ordered" | "partially_received" | "received" | "cancelled";
            supplier: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            total: string;
        };
        PurchaseOrderSummaryInput: {
            createdAt: string;
            expectedOn: string | null;
            /** Format: uuid */
            id: string;
            lineCount: number;
            number: number;
            orderedAt: string | null;
            receivedAt: string | null;
            /** @enum {string} */
            status: "draft" | "ordered" | "partially_received" | "received" | "cancelled";
            supplier: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            total: string;
        };
        Receivables: {
            buckets: {
                /** @enum {string} */
                bucket: "0-30" | "31-60" | "61-90" | "90+";
                count: number;
                total: string;
            }[];
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            invoices: {
                ageDays: number;
                balance: string;
                billToName: string;
                /** @enum {string} */
                bucket: "0-30" | "31-60" | "61-90" | "90+";
                client: {
                    /** Format: uuid */
                    id: string;
                    name: string;
                } | null;
                credited: string;
                date: string;
                dueOn: string | null;
                /** Format: uuid */
                id: string;
                jobOrder: {
                    /** Format: uuid */
                    id: string;
                    number: string;
                } | null;
                number: string | null;
                overdue: boolean;
                paid: string;
                /** @enum {string} */
                status: "draft" | "issued" | "partially_paid" | "paid" | "void" | "credited";
                total: string;
                vehicle: string | null;
            }[];
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
            total: string;
        };
        ReceivablesInput: {
            buckets: {
                /** @enum {string} */
                bucket: "0-30" | "31-60" | "61-90" | "90+";
                count: number;
                total: string;
            }[];
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            invoices: {
                ageDays: number;
                balance: string;
                billToName: string;
                /** @enum {string} */
                bucket: "0-30" | "31-60" | "61-90" | "90+";
                client: {
                    /** Format: uuid */
                    id: string;
                    name: string;
                } | null;
                credited: string;
                date: string;
                dueOn: string | null;
                /** Format: uuid */
                id: string;
                jobOrder: {
                    /** Format: uuid */
                    id: string;
                    number: string;
                } | null;
                number: string | null;
                overdue: boolean;
                paid: string;
                /** @enum {string} */
                status: "draft" | "issued" | "partially_paid" | "paid" | "void" | "credited";
                total: string;
                vehicle: string | null;
            }[];
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
            total: string;
        };
        RevenueFigures: {
            averageRepairOrder: string | null;
            carCount: number;
            /** @description Money, two decimals */
            discounts: string;
            effectiveLaborRate: string | null;
            /** @description Money, two decimals */
            fees: string;
            /** @description Money, two decimals */
            grossProfit: string;
            /** @description Percent, one decimal; null when undefined */
            grossProfitPercent: string | null;
            /** @description Money, two decimals */
            labor: string;
            /** @description Money, two decimals */
            laborGrossProfit: string;
            /** @description Percent, one decimal; null when undefined */
            laborGrossProfitPercent: string | null;
            /** @description Hours, two decimals */
            laborHoursSold: string;
            /** @description Money, two decimals */
            parts: string;
            /** @description Money, two decimals */
            partsGrossProfit: string;
            /** @description Percent, one decimal; null when undefined */
            partsGrossProfitPercent: string | null;
            /** @description Money, two decimals */
            paymentsReceived: string;
            /** @description Money, two decimals */
            receivables: string;
            /** @description Money, two decimals */
            revenue: string;
            /** @description Money, two decimals */
            tax: string;
            /** @description Money, two decimals */
            unknownCostRevenue: string;
        };
        RevenueFiguresInput: {
            averageRepairOrder: string | null;
            carCount: number;
            /** @description Money, two decimals */
            discounts: string;
            effectiveLaborRate: string | null;
            /** @description Money, two decimals */
            fees: string;
            /** @description Money, two decimals */
            grossProfit: string;
            /** @description Percent, one decimal; null when undefined */
            grossProfitPercent: string | null;
            /** @description Money, two decimals */
            labor: string;
            /** @description Money, two decimals */
            laborGrossProfit: string;
            /** @description Percent, one decimal; null when undefined */
            laborGrossProfitPercent: string | null;
            /** @description Hours, two decimals */
            laborHoursSold: string;
            /** @description Money, two decimals */
            parts: string;
            /** @description Money, two decimals */
            partsGrossProfit: string;
            /** @description Percent, one decimal; null when undefined */
            partsGrossProfitPercent: string | null;
            /** @description Money, two decimals */
            paymentsReceived: string;
            /** @description Money, two decimals */
            receivables: string;
            /** @description Money, two decimals */
            revenue: string;
            /** @description Money, two decimals */
            tax: string;
            /** @description Money, two decimals */
            unknownCostRevenue: string;
        };
        RevenueReport: {
            /** @enum {string} */
            basis: "accrual" | "cash";
            buckets: {
                from: string;
                to: string;
            }[];
            /** @description Per figure: its change vs the comparison */
            changes: {
                [key: string]: {
                    difference: string;
                    percent: string | null;
                } | null;
            };
            /** @enum {string} */
            compare: "previous" | "last-year" | "none";
            comparison: {
                from: string;
                to: string;
            } | null;
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            figures: components["schemas"]["RevenueFigures"];
            /** @enum {string} */
            groupBy: "day" | "week" | "month";
            isEmpty: boolean;
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
            paymentsByMethod: {
                /** @description Money, two decimals */
                amount: string;
                method: string;
                previousAmount: string | null;
            }[];
            period: {
                from: string;
                to: string;
            };
            /** @enum {string} */
            preset: "today" | "this-week" | "this-month" | "last-month" | "this-quarter" | "this-year" | "last-12-months" | "custom";
            previous: components["schemas"]["RevenueFigures"] | null;
            series: {
                /** @description Money, two decimals */
                discounts: string;
                /** @description Money, two decimals */
                fees: string;
                from: string;
                /** @description Money, two decimals */
                labor: string;
                /** @description Money, two decimals */
                parts: string;
                /** @description Money, two decimals */
                revenue: string;
                /** @description Money, two decimals */
                tax: string;
                to: string;
            }[];
            taxByRate: {
                previousTax: string | null;
                /** @description Percent; null for exempt lines */
                rate: string | null;
                /** @description Money, two decimals */
                tax: string;
                /** @description Money, two decimals */
                taxable: string;
            }[];
            timeZone: string;
        };
        RevenueReportInput: {
            /** @enum {string} */
            basis: "accrual" | "cash";
            buckets: {
                from: string;
                to: string;
            }[];
            /** @description Per figure: its change vs the comparison */
            changes: {
                [key: string]: {
                    difference: string;
                    percent: string | null;
                } | null;
            };
            /** @enum {string} */
            compare: "previous" | "last-year" | "none";
            comparison: {
                from: string;
                to: string;
            } | null;
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            figures: components["schemas"]["RevenueFiguresInput"];
            /** @enum {string} */
            groupBy: "day" | "week" | "month";
            isEmpty: boolean;
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
            paymentsByMethod: {
                /** @description Money, two decimals */
                amount: string;
                method: string;
                previousAmount: string | null;
            }[];
            period: {
                from: string;
                to: string;
            };
            /** @enum {string} */
            preset: "today" | "this-week" | "this-month" | "last-month" | "this-quarter" | "this-year" | "last-12-months" | "custom";
            previous: components["schemas"]["RevenueFiguresInput"] | null;
            series: {
                /** @description Money, two decimals */
                discounts: string;
                /** @description Money, two decimals */
                fees: string;
                from: string;
                /** @description Money, two decimals */
                labor: string;
                /** @description Money, two decimals */
                parts: string;
                /** @description Money, two decimals */
                revenue: string;
                /** @description Money, two decimals */
                tax: string;
                to: string;
            }[];
            taxByRate: {
                previousTax: string | null;
                /** @description Percent; null for exempt lines */
                rate: string | null;
                /** @description Money, two decimals */
                tax: string;
                /** @description Money, two decimals */
                taxable: string;
            }[];
            timeZone: string;
        };
        ScheduleException: {
            date: string;
            hours: {
                end: string;
                start: string;
            }[];
            note: string | null;
            /** Format: uuid */
            userId: string;
        };
        ScheduleExceptionInput: {
            date: string;
            hours: {
                end: string;
                start: string;
            }[];
            note: string | null;
            /** Format: uuid */
            userId: string;
        };
        ScheduleWeek: {
            closures: components["schemas"]["ShopClosure"][];
            openingHours: {
                end: string;
                start: string;
                weekday: number;
            }[];
            staff: {
                exceptions: components["schemas"]["ScheduleException"][];
                hours: {
                    end: string;
                    start: string;
                    weekday: number;
                }[] | null;
                name: string;
                role: string;
                timeOff: {
                    allDay: boolean;
                    endsAt: string;
                    /** Format: uuid */
                    id: string;
                    reason: string | null;
                    startsAt: string;
                    /** @enum {string} */
                    status: "pending" | "approved" | "declined";
                }[];
                /** Format: uuid */
                userId: string;
            }[];
            timeZone: string;
            weekStart: string;
        };
        ScheduleWeekInput: {
            closures: components["schemas"]["ShopClosureInput"][];
            openingHours: {
                end: string;
                start: string;
                weekday: number;
            }[];
            staff: {
                exceptions: components["schemas"]["ScheduleExceptionInput"][];
                hours: {
                    end: string;
                    start: string;
                    weekday: number;
                }[] | null;
                name: string;
                role: string;
                timeOff: {
                    allDay: boolean;
                    endsAt: string;
                    /** Format: uuid */
                    id: string;
                    reason: string | null;
                    startsAt: string;
                    /** @enum {string} */
                    status: "pending" | "approved" | "declined";
                }[];
                /** Format: uuid */
                userId: string;
            }[];
            timeZone: string;
            weekStart: string;
        };
        Service: {
            active: boolean;
            category: string;
            description: string | null;
            durationMinutes: number;
            /** Format: uuid */
            id: string;
            name: string;
            price: string;
        };
        ServiceHistoryItem: {
            /** Format: uuid */
            clientId: string;
            /** Format: date-time */
            completedAt: string;
            description: string | null;
            /** Format: uuid */
            id: string;
            lines: {
                amount: string;
                description: string;
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                kind: "labor" | "part" | "fee" | "discount" | "tax";
                quantity: string;
                unitPrice: string;
            }[];
            mileage: number | null;
            services: string[];
            shop: {
                /** Format: uuid */
                id: string;
                locale: string;
                name: string;
                timeZone: string;
            };
            total: string;
            vehicle: {
                /** Format: uuid */
                id: string;
                make: string;
                model: string;
                registrationNumber: string | null;
                year: number | null;
            } | null;
        };
        ServiceHistoryItemInput: {
            /** Format: uuid */
            clientId: string;
            /** Format: date-time */
            completedAt: string;
            description: string | null;
            /** Format: uuid */
            id: string;
            lines: {
                amount: string;
                description: string;
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                kind: "labor" | "part" | "fee" | "discount" | "tax";
                quantity: string;
                unitPrice: string;
            }[];
            mileage: number | null;
            services: string[];
            shop: {
                /** Format: uuid */
                id: string;
                locale: string;
                name: string;
                timeZone: string;
            };
            total: string;
            vehicle: {
                /** Format: uuid */
                id: string;
                make: string;
                model: string;
                registrationNumber: string | null;
                year: number | null;
            } | null;
        };
        ServiceHistoryList: {
            items: components["schemas"]["ServiceHistoryItem"][];
            nextCursor: string | null;
        };
        ServiceHistoryListInput: {
            items: components["schemas"]["ServiceHistoryItemInput"][];
            nextCursor: string | null;
        };
        ServiceInput: {
            active: boolean;
            category: string;
            description: string | null;
            durationMinutes: number;
            /** Format: uuid */
            id: string;
            name: string;
            price: string;
        };
        ServiceRequests: {
            items: components["schemas"]["AppointmentSummary"][];
            timeZone: string;
        };
        ServiceRequestsInput: {
            items: components["schemas"]["AppointmentSummaryInput"][];
            timeZone: string;
        };
        ServiceTrendsReport: {
            buckets: {
                from: string;
                to: string;
            }[];
            cannedJobs: {
                /** Format: uuid */
                cannedJobId: string;
                count: number;
                /** @description Exact decimal */
                hours: string;
                name: string;
                previous: {
                    count: number;
                    /** @description Exact decimal */
                    hours: string;
                    /** @description Exact decimal */
                    revenue: string;
                } | null;
                /** @description Exact decimal */
                revenue: string;
            }[];
            comparison: {
                from: string;
                to: string;
            } | null;
            declined: {
                previous: {
                    closeRatio: string | null;
                    recommended: number;
                    /** @description Exact decimal */
                    recommendedValue: string;
                    sold: number;
                    /** @description Exact decimal */
                    soldValue: string;
                } | null;
                rows: {
                    closeRatio: string | null;
                    name: string;
                    recommended: number;
                    /** @description Exact decimal */
                    recommendedValue: string;
                    serviceId: string | null;
                    sold: number;
                    /** @description Exact decimal */
                    soldValue: string;
                }[];
                totals: {
                    closeRatio: string | null;
                    recommended: number;
                    /** @description Exact decimal */
                    recommendedValue: string;
                    sold: number;
                    /** @description Exact decimal */
                    soldValue: string;
                };
            };
            empty: boolean;
            /** @enum {string} */
            groupBy: "week" | "month";
            inspectionItems: {
                label: string;
                red: number;
                yellow: number;
            }[];
            months: {
                from: string;
                to: string;
            }[];
            parts: {
                /** @description Exact decimal */
                cost: string;
                /** Format: uuid */
                itemId: string;
                /** @description Exact decimal */
                margin: string;
                marginPercent: string | null;
                name: string;
                /** @description Exact decimal */
                quantity: string;
                /** @description Exact decimal */
                revenue: string;
                sku: string;
            }[];
            period: {
                from: string;
                to: string;
            };
            services: {
                count: number;
                /** @description Exact decimal */
                hours: string;
                months: number[];
                name: string;
                previous: {
                    count: number;
                    /** @description Exact decimal */
                    hours: string;
                    /** @description Exact decimal */
                    revenue: string;
                } | null;
                /** @description Exact decimal */
                revenue: string;
                series: {
                    count: number;
                    /** @description Exact decimal */
                    hours: string;
                    /** @description Exact decimal */
                    revenue: string;
                }[];
                /** Format: uuid */
                serviceId: string;
            }[];
            totals: {
                count: number;
                /** @description Exact decimal */
                hours: string;
                previous: {
                    count: number;
                    /** @description Exact decimal */
                    hours: string;
                    /** @description Exact decimal */
                    revenue: string;
                } | null;
                /** @description Exact decimal */
                revenue: string;
            };
        };
        ServiceTrendsReportInput: {
            buckets: {
                from: string;
                to: string;
            }[];
            cannedJobs: {
                /** Format: uuid */
                cannedJobId: string;
                count: number;
                /** @description Exact decimal */
                hours: string;
                name: string;
                previous: {
                    count: number;
                    /** @description Exact decimal */
                    hours: string;
                    /** @description Exact decimal */
                    revenue: string;
                } | null;
                /** @description Exact decimal */
                revenue: string;
            }[];
            comparison: {
                from: string;
                to: string;
            } | null;
            declined: {
                previous: {
                    closeRatio: string | null;
                    recommended: number;
                    /** @description Exact decimal */
                    recommendedValue: string;
                    sold: number;
                    /** @description Exact decimal */
                    soldValue: string;
                } | null;
                rows: {
                    closeRatio: string | null;
                    name: string;
                    recommended: number;
                    /** @description Exact decimal */
                    recommendedValue: string;
                    serviceId: string | null;
                    sold: number;
                    /** @description Exact decimal */
                    soldValue: string;
                }[];
                totals: {
                    closeRatio: string | null;
                    recommended: number;
                    /** @description Exact decimal */
                    recommendedValue: string;
                    sold: number;
                    /** @description Exact decimal */
                    soldValue: string;
                };
            };
            empty: boolean;
            /** @enum {string} */
            groupBy: "week" | "month";
            inspectionItems: {
                label: string;
                red: number;
                yellow: number;
            }[];
            months: {
                from: string;
                to: string;
            }[];
            parts: {
                /** @description Exact decimal */
                cost: string;
                /** Format: uuid */
                itemId: string;
                /** @description Exact decimal */
                margin: string;
                marginPercent: string | null;
                name: string;
                /** @description Exact decimal */
                quantity: string;
                /** @description Exact decimal */
                revenue: string;
                sku: string;
            }[];
            period: {
                from: string;
                to: string;
            };
            services: {
                count: number;
                /** @description Exact decimal */
                hours: string;
                months: number[];
                name: string;
                previous: {
                    count: number;
                    /** @description Exact decimal */
                    hours: string;
                    /** @description Exact decimal */
                    revenue: string;
                } | null;
                /** @description Exact decimal */
                revenue: string;
                series: {
                    count: number;
                    /** @description Exact decimal */
                    hours: string;
                    /** @description Exact decimal */
                    revenue: string;
                }[];
                /** Format: uuid */
                serviceId: string;
            }[];
            totals: {
                count: number;
                /** @description Exact decimal */
                hours: string;
                previous: {
                    count: number;
                    /** @description Exact decimal */
                    hours: string;
                    /** @description Exact decimal */
                    revenue: string;
                } | null;
                /** @description Exact decimal */
                revenue: string;
            };
        };
        SharedInspection: {
            completedAt: string | null;
            currency: string;
            groups: {
                good: {
                    /** @enum {string} */
                    condition: "good" | "soon" | "now";
                    /** Format: uuid */
                    id: string;
                    label: string;
                    lineId: string | null;
                    measurement: string | null;
                    notes: string | null;
                    photos: components["schemas"]["InspectionPhoto"][];
                    previousMeasurement: string | null;
                    section: string;
                    text: string | null;
                }[];
                now: {
                    /** @enum {string} */
                    condition: "good" | "soon" | "now";
                    /** Format: uuid */
                    id: string;
                    label: string;
                    lineId: string | null;
                    measurement: string | null;
                    notes: string | null;
                    photos: components["schemas"]["InspectionPhoto"][];
                    previousMeasurement: string | null;
                    section: string;
                    text: string | null;
                }[];
                soon: {
                    /** @enum {string} */
                    condition: "good" | "soon" | "now";
                    /** Format: uuid */
                    id: string;
                    label: string;
                    lineId: string | null;
                    measurement: string | null;
                    notes: string | null;
                    photos: components["schemas"]["InspectionPhoto"][];
                    previousMeasurement: string | null;
                    section: string;
                    text: string | null;
                }[];
            };
            /** Format: uuid */
            id: string;
            jobOrderNumber: string;
            locale: string;
            name: string;
            recommendedWork: {
                amount: string;
                /** @enum {string} */
                approval: "pending" | "approved" | "declined";
                description: string;
            }[];
            shop: {
                name: string;
                phone: string | null;
            };
            timeZone: string;
            vehicle: {
                label: string;
                registrationNumber: string | null;
            };
        };
        SharedInspectionInput: {
            completedAt: string | null;
            currency: string;
            groups: {
                good: {
                    /** @enum {string} */
                    condition: "good" | "soon" | "now";
                    /** Format: uuid */
                    id: string;
                    label: string;
                    lineId: string | null;
                    measurement: string | null;
                    notes: string | null;
                    photos: components["schemas"]["InspectionPhotoInput"][];
                    previousMeasurement: string | null;
                    section: string;
                    text: string | null;
                }[];
                now: {
                    /** @enum {string} */
                    condition: "good" | "soon" | "now";
                    /** Format: uuid */
                    id: string;
                    label: string;
                    lineId: string | null;
                    measurement: string | null;
                    notes: string | null;
                    photos: components["schemas"]["InspectionPhotoInput"][];
                    previousMeasurement: string | null;
                    section: string;
                    text: string | null;
                }[];
                soon: {
                    /** @enum {string} */
                    condition: "good" | "soon" | "now";
                    /** Format: uuid */
                    id: string;
                    label: string;
                    lineId: string | null;
                    measurement: string | null;
                    notes: string | null;
                    photos: components["schemas"]["InspectionPhotoInput"][];
                    previousMeasurement: string | null;
                    section: string;
                    text: string | null;
                }[];
            };
            /** Format: uuid */
            id: string;
            jobOrderNumber: string;
            locale: string;
            name: string;
            recommendedWork: {
                amount: string;
                /** @enum {string} */
                approval: "pending" | "approved" | "declined";
                description: string;
            }[];
            shop: {
                name: string;
                phone: string | null;
            };
            timeZone: string;
            vehicle: {
                label: string;
                registrationNumber: string | null;
            };
        };
        Shop: {
            address: string | null;
            allowNegativeStock: boolean;
            currency: string;
            declinedFollowUpDays: number;
            email: string | null;
            /** Format: uuid */
            id: string;
            laborRate: string;
            mechanicsEditPrices: boolean;
            name: string;
            phone: string | null;
            timezone: string;
        };
        ShopClosure: {
            endsOn: string;
            /** Format: uuid */
            id: string;
            name: string;
            startsOn: string;
        };
        ShopClosureInput: {
            endsOn: string;
            /** Format: uuid */
            id: string;
            name: string;
            startsOn: string;
        };
        ShopInput: {
            address: string | null;
            allowNegativeStock: boolean;
            currency: string;
            declinedFollowUpDays: number;
            email: string | null;
            /** Format: uuid */
            id: string;
            laborRate: string;
            mechanicsEditPrices: boolean;
            name: string;
            phone: string | null;
            timezone: string;
        };
        StockMovement: {
            actor: {
                id: string | null;
                name: string;
            };
            createdAt: string;
            /** Format: uuid */
            id: string;
            jobOrder: {
                /** Format: uuid */
                id: string;
                number: number;
            } | null;
            /** @enum {string} */
            kind: "receipt" | "consumption" | "return" | "adjustment" | "reservation" | "release";
            note: string | null;
            onHandAfter: string;
            onHandChange: string;
            purchaseOrder: {
                /** Format: uuid */
                id: string;
                number: number;
            } | null;
            reason: (("count" | "damage" | "loss" | "found") | ("to_stock" | "to_supplier")) | null;
            reservedChange: string;
            unitCost: string | null;
        };
        StockMovementInput: {
            actor: {
                id: string | null;
                name: string;
            };
            createdAt: string;
            /** Format: uuid */
            id: string;
            jobOrder: {
                /** Format: uuid */
                id: string;
                number: number;
            } | null;
            /** @enum {string} */
            kind: "receipt" | "consumption" | "return" | "adjustment" | "reservation" | "release";
            note: string | null;
            onHandAfter: string;
            onHandChange: string;
            purchaseOrder: {
                /** Format: uuid */
                id: string;
                number: number;
            } | null;
            reason: (("count" | "damage" | "loss" | "found") | ("to_stock" | "to_supplier")) | null;
            reservedChange: string;
            unitCost: string | null;
        };
        StockMovementList: {
            items: components["schemas"]["StockMovement"][];
            nextCursor: string | null;
        };
        StockMovementListInput: {
            items: components["schemas"]["StockMovementInput"][];
            nextCursor: string | null;
        };
        StockMovementResult: {
            item: components["schemas"]["InventoryItem"];
            movement: components["schemas"]["StockMovement"];
        };
        StockMovementResultInput: {
            item: components["schemas"]["InventoryItemInput"];
            movement: components["schemas"]["StockMovementInput"];
        };
        Supplier: {
            accountNumber: string | null;
            active: boolean;
            contactName: string | null;
            email: string | null;
            /** Format: uuid */
            id: string;
            itemCount: number;
            leadTimeDays: number | null;
            name: string;
            notes: string | null;
            phone: string | null;
        };
        SupplierInput: {
            accountNumber: string | null;
            active: boolean;
            contactName: string | null;
            email: string | null;
            /** Format: uuid */
            id: string;
            itemCount: number;
            leadTimeDays: number | null;
            name: string;
            notes: string | null;
            phone: string | null;
        };
        TaxCurrencySettings: {
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            defaultTaxRate: string;
            fees: {
                rate: string | null;
                /** @enum {string} */
                treatment: "default" | "custom" | "exempt";
            };
            invoiceTerms: string | null;
            labor: {
                rate: string | null;
                /** @enum {string} */
                treatment: "default" | "custom" | "exempt";
            };
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
            parts: {
                rate: string | null;
                /** @enum {string} */
                treatment: "default" | "custom" | "exempt";
            };
            paymentTermsDays: number;
            pricesIncludeTax: boolean;
            suppliesFeeCap: string | null;
            suppliesFeePercent: string | null;
            taxLabel: string;
            unpaidPickupAllowed: boolean;
        };
        TaxCurrencySettingsInput: {
            /** @enum {string} */
            currency: "USD" | "CAD" | "MXN" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "AUD" | "NZD" | "JPY" | "ZAR" | "INR" | "BRL";
            defaultTaxRate: string;
            fees: {
                rate: string | null;
                /** @enum {string} */
                treatment: "default" | "custom" | "exempt";
            };
            invoiceTerms: string | null;
            labor: {
                rate: string | null;
                /** @enum {string} */
                treatment: "default" | "custom" | "exempt";
            };
            /** @enum {string} */
            locale: "en-US" | "en-CA" | "fr-CA" | "es-MX" | "en-GB" | "en-IE" | "de-DE" | "fr-FR" | "es-ES" | "it-IT" | "nl-NL" | "de-CH" | "sv-SE" | "nb-NO" | "da-DK" | "pl-PL" | "en-AU" | "en-NZ" | "ja-JP" | "en-ZA" | "en-IN" | "pt-BR";
            parts: {
                rate: string | null;
                /** @enum {string} */
                treatment: "default" | "custom" | "exempt";
            };
            paymentTermsDays: number;
            pricesIncludeTax: boolean;
            suppliesFeeCap: string | null;
            suppliesFeePercent: string | null;
            taxLabel: string;
            unpaidPickupAllowed: boolean;
        };
        TechnicianFigures: {
            /** @description 1–5, two decimals */
            averageRating: string | null;
            comebacks: number;
            effectiveLaborRate: string | null;
            /** @description Percent, two decimals; null when undefined */
            efficiency: string | null;
            /** @description Hours, two decimals */
            hoursClockedIn: string;
            /** @description Hours, two decimals */
            hoursSold: string;
            /** @description Hours, two decimals */
            hoursWorked: string;
            jobsCompleted: number;
            /** @description Money, two decimals */
            laborRevenue: string;
            /** @description Percent, two decimals; null when undefined */
            productivity: string | null;
            /** @description Percent, two decimals; null when undefined */
            proficiency: string | null;
            responseTimeMinutes: number | null;
        };
        TechnicianFiguresInput: {
            /** @description 1–5, two decimals */
            averageRating: string | null;
            comebacks: number;
            effectiveLaborRate: string | null;
            /** @description Percent, two decimals; null when undefined */
            efficiency: string | null;
            /** @description Hours, two decimals */
            hoursClockedIn: string;
            /** @description Hours, two decimals */
            hoursSold: string;
            /** @description Hours, two decimals */
            hoursWorked: string;
            jobsCompleted: number;
            /** @description Money, two decimals */
            laborRevenue: string;
            /** @description Percent, two decimals; null when undefined */
            productivity: string | null;
            /** @description Percent, two decimals; null when undefined */
            proficiency: string | null;
            responseTimeMinutes: number | null;
        };
        TechnicianPerformance: {
            figures: components["schemas"]["TechnicianFigures"];
            name: string;
            role: string;
            /** Format: uuid */
            userId: string;
            weeks: components["schemas"]["TechnicianFigures"][];
        };
        TechnicianPerformanceInput: {
            figures: components["schemas"]["TechnicianFiguresInput"];
            name: string;
            role: string;
            /** Format: uuid */
            userId: string;
            weeks: components["schemas"]["TechnicianFiguresInput"][];
        };
        TimeEntry: {
            endedAt: string | null;
            /** Format: uuid */
            id: string;
            jobId: string | null;
            mechanic: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            note: string | null;
            startedAt: string;
        };
        TimeEntryInput: {
            endedAt: string | null;
            /** Format: uuid */
            id: string;
            jobId: string | null;
            mechanic: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            note: string | null;
            startedAt: string;
        };
        TimeOff: {
            allDay: boolean;
            endsAt: string;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            mechanicId: string;
            reason: string | null;
            startsAt: string;
            /** @enum {string} */
            status: "pending" | "approved" | "declined";
        };
        TimeOffInput: {
            allDay: boolean;
            endsAt: string;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            mechanicId: string;
            reason: string | null;
            startsAt: string;
            /** @enum {string} */
            status: "pending" | "approved" | "declined";
        };
        TimeOffRequest: {
            allDay: boolean;
            bookings: {
                clientName: string;
                endsAt: string;
                /** Format: uuid */
                id: string;
                number: number;
                startsAt: string;
                status: string;
            }[];
            decidedAt: string | null;
            decidedByName: string | null;
            decisionNote: string | null;
            endsAt: string;
            /** Format: uuid */
            id: string;
            name: string;
            reason: string | null;
            requestedAt: string;
            role: string;
            startsAt: string;
            /** @enum {string} */
            status: "pending" | "approved" | "declined";
            /** Format: uuid */
            userId: string;
        };
        TimeOffRequestInput: {
            allDay: boolean;
            bookings: {
                clientName: string;
                endsAt: string;
                /** Format: uuid */
                id: string;
                number: number;
                startsAt: string;
                status: string;
            }[];
            decidedAt: string | null;
            decidedByName: string | null;
            decisionNote: string | null;
            endsAt: string;
            /** Format: uuid */
            id: string;
            name: string;
            reason: string | null;
            requestedAt: string;
            role: string;
            startsAt: string;
            /** @enum {string} */
            status: "pending" | "approved" | "declined";
            /** Format: uuid */
            userId: string;
        };
        TimeOffRequestList: {
            items: components["schemas"]["TimeOffRequest"][];
        };
        TimeOffRequestListInput: {
            items: components["schemas"]["TimeOffRequestInput"][];
        };
        Vehicle: {
            /** Format: uuid */
            clientId: string;
            color: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            lastServiceDate: string | null;
            make: string;
            mileage: number | null;
            model: string;
            notes: string | null;
            ownerName: string;
            registrationNumber: string | null;
            /** @enum {string} */
            status: "active" | "inactive" | "sold" | "scrapped";
            vin: string | null;
            year: number | null;
        };
        VehicleInput: {
            /** Format: uuid */
            clientId: string;
            color: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            lastServiceDate: string | null;
            make: string;
            mileage: number | null;
            model: string;
            notes: string | null;
            ownerName: string;
            registrationNumber: string | null;
            /** @enum {string} */
            status: "active" | "inactive" | "sold" | "scrapped";
            vin: string | null;
            year: number | null;
        };
        VisitRatingView: {
            completedAt: string;
            locale: string;
            mechanicName: string | null;
            number: number;
            rating: {
                comment: string | null;
                score: number;
            } | null;
            shopName: string;
            timeZone: string;
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                registrationNumber: string | null;
            } | null;
        };
        VisitRatingViewInput: {
            completedAt: string;
            locale: string;
            mechanicName: string | null;
            number: number;
            rating: {
                comment: string | null;
                score: number;
            } | null;
            shopName: string;
            timeZone: string;
            vehicle: {
                /** Format: uuid */
                id: string;
                label: string;
                registrationNumber: string | null;
            } | null;
        };
        WorkshopSummary: {
            address: string | null;
            city: string | null;
            /** Format: uuid */
            id: string;
            joined: boolean;
            name: string;
            phone: string | null;
            services: string[];
        };
        WorkshopSummaryInput: {
            address: string | null;
            city: string | null;
            /** Format: uuid */
            id: string;
            joined: boolean;
            name: string;
            phone: string | null;
            services: string[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
