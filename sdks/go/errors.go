package codebeam

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
)

// FieldIssue is one offending field of a 400 answer.
type FieldIssue struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

// CodebeamError is what every failed call returns, alone or inside one of the typed errors below
// (each unwraps to it, so errors.As(err, &cbErr) with a *CodebeamError always works). Status is 0
// when no HTTP answer arrived.
type CodebeamError struct {
	Status int
	// Code is the server's code (INVALID_REQUEST, NOT_FOUND, …), upper case.
	Code    string
	Message string
	Details []FieldIssue
	// RequestID is the X-Request-Id of the failed answer: quote it when reporting a problem.
	RequestID string
	Header    http.Header
}

func (e *CodebeamError) Error() string {
	if e.RequestID != "" {
		return fmt.Sprintf("codebeam: %d %s: %s (request %s)", e.Status, e.Code, e.Message, e.RequestID)
	}
	return fmt.Sprintf("codebeam: %d %s: %s", e.Status, e.Code, e.Message)
}

// AuthenticationError is a 401: the key is missing, malformed, unknown or revoked.
type AuthenticationError struct{ *CodebeamError }

func (e *AuthenticationError) Unwrap() error { return e.CodebeamError }

// PermissionError is a 403 for a key that lacks a permission (e.g. qrcode:create). It unwraps to
// an *AuthenticationError, as the TypeScript client's class extends that one.
type PermissionError struct{ *CodebeamError }

func (e *PermissionError) Unwrap() error { return &AuthenticationError{e.CodebeamError} }

// CreditsExhaustedError is the refusal of a dynamic code for want of credits (403 CREDIT_EXHAUSTED, or 402).
type CreditsExhaustedError struct{ *CodebeamError }

func (e *CreditsExhaustedError) Unwrap() error { return e.CodebeamError }

// NotFoundError is a 404: no such resource in the key's workspace.
type NotFoundError struct{ *CodebeamError }

func (e *NotFoundError) Unwrap() error { return e.CodebeamError }

// ValidationError is a 400; Fields names each offending field.
type ValidationError struct {
	*CodebeamError
	Fields []FieldIssue
}

func (e *ValidationError) Unwrap() error { return e.CodebeamError }

// RateLimitError is a 429: the per-minute limit or the daily quota is used up. The numbers are
// those of Retry-After and the X-RateLimit-* headers, 0 when absent.
type RateLimitError struct {
	*CodebeamError
	// RetryAfter is in seconds.
	RetryAfter int
	Limit      int
	Remaining  int
	// Reset is the Unix time (seconds) at which the window resets.
	Reset int64
}

func (e *RateLimitError) Unwrap() error { return e.CodebeamError }

// ConnectionError means no answer arrived: the network failed. Cause is the underlying error.
type ConnectionError struct {
	*CodebeamError
	Cause error
}

func (e *ConnectionError) Unwrap() error { return e.CodebeamError }

// TimeoutError is an attempt that took longer than the timeout; it unwraps to a *ConnectionError.
type TimeoutError struct{ *CodebeamError }

func (e *TimeoutError) Unwrap() error { return &ConnectionError{CodebeamError: e.CodebeamError} }

type errorBody struct {
	Error     json.RawMessage `json:"error"`
	Code      string          `json:"code"`
	Message   string          `json:"message"`
	Details   []FieldIssue    `json:"details"`
	RequestID string          `json:"requestId"`
}

// errorFromResponse reads both body shapes: flat ({code, message}) and nested ({error: {…}}).
func errorFromResponse(status int, header http.Header, body []byte) error {
	var flat errorBody
	_ = json.Unmarshal(body, &flat)
	source, summary := flat, ""
	if len(flat.Error) > 0 && flat.Error[0] == '{' {
		_ = json.Unmarshal(flat.Error, &source)
	} else {
		_ = json.Unmarshal(flat.Error, &summary)
	}
	base := &CodebeamError{Status: status, Code: strings.ToUpper(source.Code), Message: source.Message,
		Details: source.Details, RequestID: source.RequestID, Header: header}
	if base.Code == "" {
		base.Code = "HTTP_" + strconv.Itoa(status)
	}
	if base.Message == "" {
		base.Message = summary
	}
	if base.Message == "" {
		base.Message = fmt.Sprintf("The server answered %d.", status)
	}
	if base.RequestID == "" {
		base.RequestID = header.Get("X-Request-Id")
	}
	number := func(name string) int64 {
		n, _ := strconv.ParseInt(header.Get(name), 10, 64)
		return n
	}
	switch {
	case status == 401:
		return &AuthenticationError{base}
	case status == 402 || (status == 403 && base.Code == "CREDIT_EXHAUSTED"):
		return &CreditsExhaustedError{base}
	case status == 403 && base.Code == "FORBIDDEN":
		return &PermissionError{base}
	case status == 404:
		return &NotFoundError{base}
	case status == 400:
		return &ValidationError{CodebeamError: base, Fields: base.Details}
	case status == 429:
		return &RateLimitError{CodebeamError: base, RetryAfter: int(number("Retry-After")),
			Limit: int(number("X-RateLimit-Limit")), Remaining: int(number("X-RateLimit-Remaining")),
			Reset: number("X-RateLimit-Reset")}
	}
	return base
}
