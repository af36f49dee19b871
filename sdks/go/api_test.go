package codebeam

// Tests against a real Codebeam server: tests/sdk/go-sdk.test.ts starts one, seeds an account and
// runs `go test` with its address and keys in the environment (see environment below).

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"testing"
)

var pngMagic = []byte{0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'}

// environment reads a variable the driver sets; a missing one fails the test (never skips it).
func environment(t *testing.T, name string) string {
	t.Helper()
	value := os.Getenv(name)
	if value == "" {
		t.Fatalf("%s is not set: run these tests through tests/sdk/go-sdk.test.ts (npx vitest run tests/sdk/go-sdk.test.ts)", name)
	}
	return value
}

func clientWithKey(t *testing.T, keyVariable string, opts ...Option) *Client {
	t.Helper()
	client, err := NewClient(environment(t, keyVariable),
		append([]Option{WithBaseURL(environment(t, "CODEBEAM_BASE_URL")), WithMaxRetries(0)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	return client
}

// must unwraps a call's answer; an error stops the test binary with it (Go cannot pass a call's two
// results beside a *testing.T, and these tests run one at a time).
func must[T any](value T, err error) T {
	if err != nil {
		panic(fmt.Sprintf("unexpected error: %v", err))
	}
	return value
}

// pngSize reads the width and height of a PNG's IHDR chunk.
func pngSize(t *testing.T, image []byte) (int, int) {
	t.Helper()
	if len(image) < 24 || !bytes.Equal(image[:8], pngMagic) {
		t.Fatalf("not a PNG: % x", image[:min(len(image), 8)])
	}
	be := func(b []byte) int { return int(b[0])<<24 | int(b[1])<<16 | int(b[2])<<8 | int(b[3]) }
	return be(image[16:20]), be(image[20:24])
}

func min(a, b int) int {
	if a < b {
		return a
	}
	return b
}

func TestAPIQRCodes(t *testing.T) {
	ctx := context.Background()
	client := clientWithKey(t, "CODEBEAM_API_KEY")
	created := must(client.QRCodes.Create(ctx, &CreateQRCode{Content: "https://example.com/launch", Name: String("Launch"), Keywords: []string{"coffee"}}))
	if created.ID == "" || created.ShortLink == nil {
		t.Fatalf("created %+v", created)
	}
	code := must(client.QRCodes.Get(ctx, created.ID))
	if code.Name == nil || *code.Name != "Launch" || code.Mode != "DYNAMIC" || code.Status != "READY" {
		t.Fatalf("got %+v", code)
	}
	updated := must(client.QRCodes.Update(ctx, created.ID, &UpdateQRCode{TargetURL: String("https://example.com/v2"), Name: String("Launch v2")}))
	if updated.TargetURL != "https://example.com/v2" || *updated.Name != "Launch v2" {
		t.Fatalf("updated %+v", updated)
	}
	versions := must(client.QRCodes.ListVersions(ctx, created.ID, nil))
	if len(versions.Data) == 0 {
		t.Fatal("no versions after an update")
	}
	oldest := versions.Data[len(versions.Data)-1].Version
	restored := must(client.QRCodes.RestoreVersion(ctx, created.ID, strconv.Itoa(oldest), nil))
	if restored.TargetURL != "https://example.com/launch" {
		t.Fatalf("restored version %d: %+v", oldest, restored)
	}
	var walked int
	for pager := client.QRCodes.ListVersionsAll(created.ID, &QRCodesListVersionsParams{Size: Int(1)}); pager.Next(ctx); walked++ {
	}
	if walked < 2 {
		t.Fatalf("ListVersionsAll walked %d versions", walked)
	}
	copy := must(client.QRCodes.Clone(ctx, created.ID, &CloneQRCode{Name: String("Copy")}))
	if copy.ClonedFrom != created.ID || *copy.Name != "Copy" {
		t.Fatalf("clone %+v", copy)
	}
	batch := must(client.QRCodes.BatchCreate(ctx, &BatchCreate{Items: []CreateQRCode{{Content: "plain text", Mode: String("STATIC")}, {Content: "not a url"}}}))
	if batch.Total != 2 || batch.Succeeded != 1 || batch.Failed != 1 {
		t.Fatalf("batch %+v", batch)
	}
	listed := must(client.QRCodes.List(ctx, &QRCodesListParams{Size: Int(50)}))
	if listed.Pagination.Total != 3 || len(listed.Data) != 3 {
		t.Fatalf("listed %+v", listed.Pagination)
	}
	tags := must(client.QRCodes.ChangeTags(ctx, &ChangeCodeTags{Ids: []string{created.ID}, Add: []string{"print"}}))
	if tags.Updated != 1 {
		t.Fatalf("changed tags %+v", tags)
	}
	tagList := must(client.QRCodes.ListTags(ctx))
	if len(tagList.Data) == 0 {
		t.Fatal("no tags listed")
	}
	stats := must(client.QRCodes.GetStats(ctx, created.ID, &QRCodesGetStatsParams{StartDate: String("2026-01-01")}))
	if stats.TotalScans != 0 || stats.DailyScans == nil {
		t.Fatalf("stats %+v", stats)
	}
	scans := must(client.QRCodes.GetScans(ctx, created.ID, &QRCodesGetScansParams{Size: Int(5)}))
	if len(scans.Data) != 0 || scans.Pagination.Size != 5 {
		t.Fatalf("scans %+v", scans)
	}
	scanPager := client.QRCodes.GetScansAll(created.ID, nil)
	for scanPager.Next(ctx) {
		t.Fatal("a code without scans yielded one")
	}
	must(0, scanPager.Err())
	workspace := must(client.Stats.Get(ctx, &StatsGetParams{CodeID: String(created.ID)}))
	_ = workspace
	image := must(client.QRCodes.GetImage(ctx, created.ID, &QRCodesGetImageParams{Format: String("png"), Size: Int(128)}))
	if width, height := pngSize(t, image); width != 128 || height != 128 {
		t.Fatalf("image %dx%d, want 128x128", width, height)
	}
	must(client.QRCodes.PrintCheck(ctx, created.ID, &QRCodesPrintCheckParams{WidthMm: Float64(30)}))
	must(client.QRCodes.Destinations(ctx, created.ID))
	archive := must(client.QRCodes.Export(ctx, &ExportQRCodes{Ids: []string{created.ID}}))
	if !bytes.HasPrefix(archive, []byte("PK")) {
		t.Fatal("the export is not a ZIP archive")
	}
	sheet := json.RawMessage(`{"ids":["` + created.ID + `"]}`)
	if pdf := must(client.QRCodes.Sheet(ctx, (*SheetRequest)(&sheet))); !bytes.HasPrefix(pdf, []byte("%PDF")) {
		t.Fatal("the sheet is not a PDF")
	}
	if csv := must(client.QRCodes.ExportCSV(ctx)); !bytes.Contains([]byte(csv), []byte(created.ID)) {
		t.Fatalf("the CSV export lacks the code: %q", csv)
	}
	must(client.QRCodes.ExportStatsCSV(ctx, created.ID, nil))
	must(client.QRCodes.ExportScansCSV(ctx, created.ID, nil))
	share := must(client.QRCodes.Share(ctx, created.ID, nil))
	if share.URL == "" || share.Token == "" {
		t.Fatalf("share %+v", share)
	}
	if revoked := must(client.QRCodes.Unshare(ctx, created.ID)); !revoked.Revoked {
		t.Fatal("unshare did not revoke")
	}
	logo := must(client.QRCodes.UploadLogo(ctx, &UploadLogo{Image: environment(t, "CODEBEAM_PNG_DATA_URL")}))
	if logo.Logo == "" {
		t.Fatalf("logo %+v", logo)
	}
	if deleted := must(client.QRCodes.Delete(ctx, copy.ID)); !deleted.Deleted {
		t.Fatal("delete answered deleted=false")
	}
	var notFound *NotFoundError
	if _, err := client.QRCodes.Get(ctx, copy.ID); !errors.As(err, &notFound) || notFound.Status != 404 {
		t.Fatalf("a deleted code: want a NotFoundError, got %v", err)
	}
	must(client.QRCodes.Restore(ctx, copy.ID))
	must(client.QRCodes.Get(ctx, copy.ID))
}

func TestAPIListAllPages(t *testing.T) {
	ctx := context.Background()
	client := clientWithKey(t, "CODEBEAM_PAGER_KEY")
	items := make([]CreateQRCode, 7)
	for i := range items {
		items[i] = CreateQRCode{Content: "text " + strconv.Itoa(i), Mode: String("STATIC"), Name: String("s" + strconv.Itoa(i))}
	}
	must(client.QRCodes.BatchCreate(ctx, &BatchCreate{Items: items}))
	seen := map[string]bool{}
	pager := client.QRCodes.ListAll(&QRCodesListParams{Size: Int(3), Mode: String("STATIC")})
	for pager.Next(ctx) {
		seen[*pager.Item().Name] = true
	}
	if pager.Err() != nil || len(seen) != 7 {
		t.Fatalf("ListAll saw %v, err %v", seen, pager.Err())
	}
	var entries int
	for ledger := client.Credits.LedgerAll(&CreditsLedgerParams{Size: Int(1)}); ledger.Next(ctx); entries++ {
	}
	must(client.Credits.Ledger(ctx, nil))
	var events int
	audit := client.Audit.ListAll(&AuditListParams{Size: Int(2)})
	for audit.Next(ctx) {
		events++
	}
	must(0, audit.Err())
	must(client.Audit.List(ctx, nil))
}
