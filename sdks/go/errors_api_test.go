package codebeam

// Idempotency and each error class from a real refusal of the server (see api_test.go).

import (
	"bytes"
	"context"
	"errors"
	"testing"
)

func TestAPIIdempotentCreateRetriedTenTimesIsChargedOnce(t *testing.T) {
	ctx := context.Background()
	client := clientWithKey(t, "CODEBEAM_API_KEY")
	before := must(client.Credits.Balance(ctx))
	var first string
	for i := 0; i < 10; i++ {
		created := must(client.QRCodes.Create(ctx, &CreateQRCode{Content: "https://example.com/once"}, WithIdempotencyKey("order-go-1234")))
		if first == "" {
			first = created.ID
		} else if created.ID != first {
			t.Fatalf("call %d created %s, not %s", i+1, created.ID, first)
		}
	}
	after := must(client.Credits.Balance(ctx))
	if before.Balance-after.Balance != before.DynamicCodeCost {
		t.Fatalf("charged %d for one code costing %d", before.Balance-after.Balance, before.DynamicCodeCost)
	}
}

func TestAPIErrorClasses(t *testing.T) {
	ctx := context.Background()
	base := environment(t, "CODEBEAM_BASE_URL")
	unknown, _ := NewClient("cb_sk_"+string(bytes.Repeat([]byte("0"), 40)), WithBaseURL(base), WithMaxRetries(0))
	_, err := unknown.Credits.Balance(ctx)
	var auth *AuthenticationError
	if !errors.As(err, &auth) || auth.Status != 401 || auth.Code != "UNAUTHORIZED" || len(auth.RequestID) < 4 || auth.RequestID[:4] != "req_" {
		t.Fatalf("an unknown key: want a 401 AuthenticationError with a request id, got %v", err)
	}
	generateOnly := clientWithKey(t, "CODEBEAM_GENERATE_KEY")
	_, err = generateOnly.QRCodes.Create(ctx, &CreateQRCode{Content: "https://example.com"})
	var permission *PermissionError
	if !errors.As(err, &permission) || !errors.As(err, &auth) || permission.Status != 403 || permission.Code != "FORBIDDEN" {
		t.Fatalf("a key without qrcode:create: want a 403 PermissionError (an AuthenticationError), got %v", err)
	}
	client := clientWithKey(t, "CODEBEAM_API_KEY")
	_, err = client.QRCodes.List(ctx, &QRCodesListParams{Size: Int(500)})
	var invalid *ValidationError
	if !errors.As(err, &invalid) || invalid.Status != 400 || invalid.Code != "INVALID_REQUEST" || len(invalid.Fields) != 1 || invalid.Fields[0].Field != "size" {
		t.Fatalf("size=500: want a 400 ValidationError on size, got %v", err)
	}
	_, err = client.Webhooks.Get(ctx, "cm3x7k9q20001qr8f3v1d2c4b")
	var notFound *NotFoundError
	var cb *CodebeamError
	if !errors.As(err, &notFound) || !errors.As(err, &cb) || cb.Status != 404 {
		t.Fatalf("an unknown id: want a 404 NotFoundError, got %v", err)
	}
}

// TestLimited* run in the driver's second pass, with a per-minute limit of 2 and a dynamic code
// costing more than a new account holds.

func TestLimitedRateLimit(t *testing.T) {
	ctx := context.Background()
	client := clientWithKey(t, "CODEBEAM_RATE_KEY")
	// With 2 calls a minute the third is refused, or the fifth when a minute began in between.
	for call := 1; call <= 5; call++ {
		_, err := client.Credits.Balance(ctx)
		if err == nil {
			continue
		}
		var limited *RateLimitError
		if call < 3 || !errors.As(err, &limited) || limited.Status != 429 || limited.RetryAfter <= 0 || limited.Limit != 2 || limited.Remaining != 0 || limited.Reset == 0 {
			t.Fatalf("call %d: want a RateLimitError with its headers from the third call on, got %#v", call, err)
		}
		return
	}
	t.Fatal("five calls with a limit of 2 a minute were all answered")
}

func TestLimitedCreditsExhausted(t *testing.T) {
	client := clientWithKey(t, "CODEBEAM_CREDITS_KEY")
	_, err := client.QRCodes.Create(context.Background(), &CreateQRCode{Content: "https://example.com"})
	var exhausted *CreditsExhaustedError
	if !errors.As(err, &exhausted) || exhausted.Code != "CREDIT_EXHAUSTED" {
		t.Fatalf("want a CreditsExhaustedError, got %v", err)
	}
}
