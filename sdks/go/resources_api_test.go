package codebeam

// Templates, credits, public images, the team, webhooks, domains, imports and AI codes against the
// real server (see api_test.go).

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"testing"
	"time"
)

func TestAPIReadsTemplatesCreditsAndPublicImages(t *testing.T) {
	ctx := context.Background()
	client := clientWithKey(t, "CODEBEAM_API_KEY")
	if catalog := must(client.Templates.List(ctx)); catalog.TotalTemplates == 0 {
		t.Fatal("no templates")
	}
	balance := must(client.Credits.Balance(ctx))
	if balance.DynamicCodeCost <= 0 {
		t.Fatalf("balance %+v", balance)
	}
	image := must(client.QR.Generate(ctx, &GenerateQR{Content: "hello", Size: Int(128)}))
	if width, _ := pngSize(t, image); width != 128 {
		t.Fatalf("generated width %d", width)
	}
	if check := must(client.QR.PrintCheck(ctx, &QRPrintCheckParams{Content: String("hello"), WidthMm: Float64(25)})); check.Modules == 0 {
		t.Fatalf("print check %+v", check)
	}
	if plugin := must(client.Plugin.Generate(ctx, &GenerateQR{Content: "hello"})); plugin.Image == "" {
		t.Fatalf("plugin image %+v", plugin)
	}
	// The TLS check answers 404 for a hostname the install does not serve.
	_, err := client.Domains.TLSAllowed(ctx, &DomainsTLSAllowedParams{Domain: String("unknown.example")})
	var notFound *NotFoundError
	if !errors.As(err, &notFound) {
		t.Fatalf("TLS check of an unknown domain: want a NotFoundError, got %v", err)
	}
}

func TestAPIWorkspaceTeam(t *testing.T) {
	ctx := context.Background()
	client := clientWithKey(t, "CODEBEAM_API_KEY")
	workspaces := must(client.Workspaces.List(ctx))
	if len(workspaces.Data) != 1 {
		t.Fatalf("workspaces %+v", workspaces)
	}
	id := workspaces.Data[0].ID
	if members := must(client.Members.List(ctx, id)); len(members.Data) == 0 {
		t.Fatal("no members")
	}
	must(client.Invitations.List(ctx, id))
}

func TestAPIWebhooks(t *testing.T) {
	ctx := context.Background()
	client := clientWithKey(t, "CODEBEAM_API_KEY")
	hook := must(client.Webhooks.Create(ctx, &CreateWebhook{URL: environment(t, "CODEBEAM_WEBHOOK_URL"), Events: []string{"qrcode.created"}}))
	if len(hook.Secret) < 6 || hook.Secret[:6] != "whsec_" {
		t.Fatalf("secret %q", hook.Secret)
	}
	if list := must(client.Webhooks.List(ctx, nil)); len(list.List) != 1 || list.List[0].ID != hook.ID {
		t.Fatalf("list %+v", list)
	}
	if got := must(client.Webhooks.Get(ctx, hook.ID)); got.Status != "ACTIVE" {
		t.Fatalf("get %+v", got)
	}
	if updated := must(client.Webhooks.Update(ctx, hook.ID, &UpdateWebhook{Events: []string{"scan.created", "qrcode.created"}})); len(updated.Events) != 2 {
		t.Fatalf("updated %+v", updated)
	}
	delivery := must(client.Webhooks.Test(ctx, hook.ID))
	found := false
	for pager := client.Webhooks.ListDeliveriesAll(hook.ID, nil); pager.Next(ctx); {
		found = found || pager.Item().ID == delivery.ID
	}
	if deliveries := must(client.Webhooks.ListDeliveries(ctx, hook.ID, nil)); !found || len(deliveries.List) == 0 {
		t.Fatal("the test delivery is not listed")
	}
	if retried := must(client.Webhooks.RetryDelivery(ctx, hook.ID, delivery.ID)); retried.ID != delivery.ID {
		t.Fatalf("retried %+v", retried)
	}
	if rotated := must(client.Webhooks.RotateSecret(ctx, hook.ID)); rotated.Secret == hook.Secret {
		t.Fatal("the secret did not change")
	}
	var all int
	for pager := client.Webhooks.ListAll(&WebhooksListParams{Size: Int(1)}); pager.Next(ctx); all++ {
	}
	if deleted := must(client.Webhooks.Delete(ctx, hook.ID)); !deleted.Deleted || all != 1 {
		t.Fatalf("deleted %+v after listing %d", deleted, all)
	}
}

func TestAPIDomainsAndImports(t *testing.T) {
	ctx := context.Background()
	client := clientWithKey(t, "CODEBEAM_API_KEY")
	hostname := "go-" + strconv.FormatInt(time.Now().UnixNano(), 36) + ".brand.test"
	added := must(client.Domains.Create(ctx, &CreateDomain{Hostname: hostname}))
	if added.Status != "PENDING" {
		t.Fatalf("added %+v", added)
	}
	if checked := must(client.Domains.Verify(ctx, added.ID)); checked.Status != "PENDING" {
		t.Fatalf("verified without a record: %+v", checked)
	}
	must(client.Domains.Get(ctx, added.ID))
	must(client.Domains.Update(ctx, added.ID, &UpdateDomain{Redirects: &UpdateDomainRedirects{Root: String("https://brand.example/")}}))
	if list := must(client.Domains.List(ctx)); len(list.Data) != 1 {
		t.Fatalf("domains %+v", list)
	}
	if deleted := must(client.Domains.Delete(ctx, added.ID, &DomainsDeleteParams{Force: String("true")})); !deleted.Deleted {
		t.Fatal("domain not deleted")
	}
	body := CreateImport(`{"source":"csv","options":{"csv":"url,name\nhttps://example.com/a,A\n"},"dryRun":true}`)
	queued := must(client.Imports.Create(ctx, &body))
	must(client.Imports.Get(ctx, queued.ImportID))
	if list := must(client.Imports.List(ctx)); len(list.Data) == 0 {
		t.Fatal("no imports listed")
	}
	var cb *CodebeamError
	if _, err := client.Imports.Cancel(ctx, queued.ImportID); err != nil && !errors.As(err, &cb) {
		t.Fatalf("cancel: %v", err)
	}
}

func TestAPIAICodes(t *testing.T) {
	ctx := context.Background()
	client := clientWithKey(t, "CODEBEAM_AI_KEY") // a fresh account: two AI images cost all its credits
	image, _ := json.Marshal(environment(t, "CODEBEAM_PNG_DATA_URL"))
	queued := must(client.AI.Create(ctx, &CreateAICode{Content: "https://example.com/ai", Prompt: "harbour", Image: image, Variants: Int(2)}))
	generation := waitForGeneration(t, client, queued.GenerationID)
	var other AIVariant
	for _, variant := range generation.Variants {
		if variant.Scannable {
			other = variant
		}
	}
	chosen := must(client.AI.ChooseVariant(ctx, generation.GenerationID, &ChooseAIVariant{Variant: other.Index}))
	if chosen.Qrcode == nil || chosen.Qrcode.Variant == nil || *chosen.Qrcode.Variant != other.Index {
		t.Fatalf("chosen %+v", chosen.Qrcode)
	}
	pngSize(t, must(client.AI.GetVariantImage(ctx, generation.GenerationID, other.Index)))
	again := must(client.AI.Regenerate(ctx, generation.Qrcode.ID, &RegenerateAICode{Prompt: String("harbour at night")}))
	if done := waitForGeneration(t, client, again.GenerationID); done.Qrcode == nil || done.Qrcode.ID != generation.Qrcode.ID {
		t.Fatalf("regenerated %+v", done)
	}
}

func waitForGeneration(t *testing.T, client *Client, id string) *AIGeneration {
	t.Helper()
	for i := 0; i < 600; i++ {
		generation := must(client.AI.Get(context.Background(), id))
		if generation.Status == "SUCCEEDED" {
			return generation
		}
		if generation.Status == "FAILED" {
			t.Fatalf("generation failed: %+v", generation)
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("generation %s did not finish", id)
	return nil
}
